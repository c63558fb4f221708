CREATE TABLE `test_payment_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'requires_payment_method' NOT NULL,
	`last_error` text,
	`card_last4` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
