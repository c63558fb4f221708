ALTER TABLE `hub_post_deliveries` ADD `reach` integer;--> statement-breakpoint
ALTER TABLE `hub_post_deliveries` ADD `engagement_checked_at` integer;--> statement-breakpoint
ALTER TABLE `social_connections` ADD `account_id` text;