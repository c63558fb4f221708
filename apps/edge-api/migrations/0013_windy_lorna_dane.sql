CREATE TABLE `post_image_files` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`slot` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_image_files_user_slot_idx` ON `post_image_files` (`user_id`,`slot`);