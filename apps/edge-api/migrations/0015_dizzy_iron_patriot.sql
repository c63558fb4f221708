CREATE TABLE `notice_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`ref_id` integer NOT NULL,
	`dedupe_key` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_at` integer,
	`sent_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notice_outbox_dedupe_key_unique` ON `notice_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notice_outbox_due_idx` ON `notice_outbox` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `hub_post_deliveries` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `hub_posts` ADD `plan_slot` text;--> statement-breakpoint
CREATE UNIQUE INDEX `hub_posts_plan_slot_idx` ON `hub_posts` (`user_id`,`plan_slot`);--> statement-breakpoint
ALTER TABLE `leads` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `payment_orders` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `payment_orders` ADD `refused_reason` text;--> statement-breakpoint
ALTER TABLE `pending_registrations` ADD `signed_in_at` integer;--> statement-breakpoint
ALTER TABLE `pending_registrations` ADD `resume_hash` text;--> statement-breakpoint
ALTER TABLE `pending_registrations` ADD `resume_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `pending_registrations_resume_hash_unique` ON `pending_registrations` (`resume_hash`);--> statement-breakpoint
ALTER TABLE `users` ADD `access_grant` text;--> statement-breakpoint
-- A level no purchase explains was set by hand: it becomes the admin's grant, so the entitlement rule keeps it.
UPDATE `users` SET `access_grant` = `access_level` WHERE `access_level` != 'none'
	AND NOT EXISTS (SELECT 1 FROM `purchases` p WHERE p.`user_id` = `users`.`id` AND p.`product_type` = `users`.`access_level`);--> statement-breakpoint
-- Checkouts that already created their account have had their one sign-in.
UPDATE `pending_registrations` SET `signed_in_at` = `used_at` WHERE `used_at` IS NOT NULL;
