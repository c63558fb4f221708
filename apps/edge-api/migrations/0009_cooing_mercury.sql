CREATE TABLE `guarantee_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`evidence` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guarantee_claims_one_open_idx` ON `guarantee_claims` (`user_id`) WHERE status = 'open';--> statement-breakpoint
CREATE TABLE `post_market_figures` (
	`user_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`median_price` integer,
	`days_on_market` integer,
	`months_of_supply_tenths` integer,
	`month` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `post_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `social_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `hub_posts` ADD `library_video_id` integer;