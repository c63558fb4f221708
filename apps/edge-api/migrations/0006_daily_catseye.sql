CREATE TABLE `render_jobs` (
	`key` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`priority` integer DEFAULT 100 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`error` text,
	`result` text,
	`claimed_at` integer,
	`next_attempt_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `render_jobs_due_idx` ON `render_jobs` (`status`,`priority`);--> statement-breakpoint
ALTER TABLE `videos` ADD `render_key` text;