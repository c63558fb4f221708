CREATE TABLE `guarantee_claim_decisions` (
	`claim_id` integer PRIMARY KEY NOT NULL,
	`decision` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`refund_id` integer,
	`actor_email` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`claim_id`) REFERENCES `guarantee_claims`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`refund_id`) REFERENCES `purchase_refunds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `purchase_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`provider_refund_id` text,
	`idempotency_key` text NOT NULL,
	`claim` text NOT NULL,
	`source` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`tier_before` text,
	`tier_after` text,
	`actor_email` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_refunds_provider_refund_id_unique` ON `purchase_refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_refunds_idempotency_key_unique` ON `purchase_refunds` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `test_payment_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`intent_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_payment_refunds_idempotency_key_unique` ON `test_payment_refunds` (`idempotency_key`);--> statement-breakpoint
PRAGMA defer_foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__new_payment_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`payment_intent_id` text NOT NULL,
	`user_id` integer,
	`registration_id` integer,
	`buyer_anonymised_at` integer,
	`plan` text NOT NULL,
	`from_tier` text,
	`amount_cents` integer NOT NULL,
	`discount_code` text,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`fulfilled_at` integer,
	`fulfil_claim` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`registration_id`) REFERENCES `pending_registrations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_payment_orders`("id", "provider", "payment_intent_id", "user_id", "registration_id", "buyer_anonymised_at", "plan", "from_tier", "amount_cents", "discount_code", "discount_percent", "status", "fulfilled_at", "fulfil_claim", "created_at") SELECT "id", "provider", "payment_intent_id", "user_id", "registration_id", NULL, "plan", "from_tier", "amount_cents", "discount_code", "discount_percent", "status", "fulfilled_at", "fulfil_claim", "created_at" FROM `payment_orders`;--> statement-breakpoint
DROP TABLE `payment_orders`;--> statement-breakpoint
ALTER TABLE `__new_payment_orders` RENAME TO `payment_orders`;--> statement-breakpoint
PRAGMA defer_foreign_keys=OFF;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_orders_payment_intent_id_unique` ON `payment_orders` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `__new_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`product_type` text NOT NULL,
	`from_tier` text,
	`amount_cents` integer NOT NULL,
	`discount_code` text,
	`payment_intent_id` text NOT NULL,
	`provider` text NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_purchases`("id", "user_id", "product_type", "from_tier", "amount_cents", "discount_code", "payment_intent_id", "provider", "refunded_cents", "created_at") SELECT "id", "user_id", "product_type", "from_tier", "amount_cents", "discount_code", "payment_intent_id", "provider", 0, "created_at" FROM `purchases`;--> statement-breakpoint
DROP TABLE `purchases`;--> statement-breakpoint
ALTER TABLE `__new_purchases` RENAME TO `purchases`;--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_payment_intent_id_unique` ON `purchases` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `purchases_user_idx` ON `purchases` (`user_id`);--> statement-breakpoint
ALTER TABLE `discount_codes` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `discount_codes` ADD `max_uses` integer;
