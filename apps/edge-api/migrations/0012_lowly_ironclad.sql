CREATE TABLE `social_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`post_time` text DEFAULT '09:00' NOT NULL,
	`plan_start` text,
	`ics_token` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_preferences_ics_token_unique` ON `social_preferences` (`ics_token`);--> statement-breakpoint
ALTER TABLE `hub_post_deliveries` ADD `content` text;--> statement-breakpoint
ALTER TABLE `hub_post_deliveries` ADD `media_key` text;--> statement-breakpoint
ALTER TABLE `hub_post_deliveries` ADD `media_type` text;--> statement-breakpoint
ALTER TABLE `hub_post_deliveries` ADD `failure_notified_at` integer;--> statement-breakpoint
ALTER TABLE `hub_post_deliveries` ADD `failure_seen_at` integer;--> statement-breakpoint
ALTER TABLE `hub_posts` ADD `media` text;--> statement-breakpoint
ALTER TABLE `social_connections` ADD `needs_reconnect_at` integer;--> statement-breakpoint
ALTER TABLE `social_connections` ADD `reconnect_reason` text;