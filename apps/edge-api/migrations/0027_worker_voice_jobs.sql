CREATE TABLE `recording_jobs` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`video_id` integer NOT NULL,
	`script` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`error_code` text,
	`claim_id` text,
	`claimed_at` integer,
	`next_attempt_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recording_jobs_due_idx` ON `recording_jobs` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `end_card_jobs` ADD `captions` integer DEFAULT false NOT NULL;