CREATE TABLE `member_milestones` (
	`user_id` integer NOT NULL,
	`milestone` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `milestone`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
