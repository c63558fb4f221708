ALTER TABLE `scripts` ADD `topic_key` text;--> statement-breakpoint
ALTER TABLE `scripts` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `scripts` ADD `lead_magnet` text;--> statement-breakpoint
ALTER TABLE `scripts` ADD `kit` text;