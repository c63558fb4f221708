CREATE TABLE `member_market_figures` (
	`user_id` integer NOT NULL,
	`month` text NOT NULL,
	`area` text,
	`median_price` integer,
	`days_on_market` integer,
	`months_of_supply_tenths` integer,
	`new_listings` integer,
	`source` text,
	`prior_month_median_price` integer,
	`prior_year_median_price` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `month`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Figures typed per post become the member's figures for their month: per member and month, the
-- most recently saved post's figures win; a row without a month takes the month it was saved in.
INSERT INTO `member_market_figures` (`user_id`, `month`, `median_price`, `days_on_market`, `months_of_supply_tenths`, `updated_at`)
SELECT `user_id`, `figures_month`, `median_price`, `days_on_market`, `months_of_supply_tenths`, `updated_at` FROM (
	SELECT `user_id`, `median_price`, `days_on_market`, `months_of_supply_tenths`, `updated_at`,
		COALESCE(`month`, strftime('%Y-%m', `updated_at` / 1000, 'unixepoch')) AS `figures_month`,
		ROW_NUMBER() OVER (
			PARTITION BY `user_id`, COALESCE(`month`, strftime('%Y-%m', `updated_at` / 1000, 'unixepoch'))
			ORDER BY `updated_at` DESC, `post_id` DESC
		) AS `newest`
	FROM `post_market_figures`
	WHERE `median_price` IS NOT NULL OR `days_on_market` IS NOT NULL OR `months_of_supply_tenths` IS NOT NULL
) WHERE `newest` = 1;
--> statement-breakpoint
DROP TABLE `post_market_figures`;