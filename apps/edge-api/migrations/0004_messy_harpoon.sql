CREATE TABLE `brand_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`display_name` text NOT NULL,
	`photo_key` text,
	`brokerage` text,
	`phone` text,
	`email` text,
	`license_number` text,
	`license_state` text,
	`equal_housing` integer DEFAULT true NOT NULL,
	`brand_color` text DEFAULT '#0b2545' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`item_title` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`message` text DEFAULT '' NOT NULL,
	`consent_text` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leads_user_time_idx` ON `leads` (`user_id`,`created_at`);