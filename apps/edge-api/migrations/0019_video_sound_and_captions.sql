ALTER TABLE `end_card_jobs` ADD `music` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `videos` ADD `post_captions` text;