ALTER TABLE `analytics_events` ADD `client_key` text;--> statement-breakpoint
CREATE INDEX `analytics_client_time_idx` ON `analytics_events` (`client_key`,`created_at`);