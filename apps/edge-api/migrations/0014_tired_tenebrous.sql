CREATE TABLE `end_card_jobs` (
	`key` text PRIMARY KEY NOT NULL,
	`render_key` text NOT NULL,
	`rendition` text NOT NULL,
	`profile` text NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`error` text,
	`claim_id` text,
	`claimed_at` integer,
	`next_attempt_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `end_card_jobs_due_idx` ON `end_card_jobs` (`status`,`created_at`);