ALTER TABLE `script_customizations` ADD `engine` text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE `script_customizations` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `script_customizations` ADD `kit` text;