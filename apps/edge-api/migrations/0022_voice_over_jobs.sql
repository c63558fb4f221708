ALTER TABLE `end_card_jobs` ADD `voice_key` text;--> statement-breakpoint
ALTER TABLE `end_card_jobs` ADD `voice_start_ms` integer;