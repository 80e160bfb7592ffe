CREATE TABLE "exchange_rates" (
	"as_of" date NOT NULL,
	"currency_code" text NOT NULL,
	"ngn_per_unit" numeric(20, 8) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_pk" PRIMARY KEY("as_of","currency_code"),
	CONSTRAINT "exchange_rates_currency_code" CHECK ("exchange_rates"."currency_code" in ('NGN', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."ngn_per_unit" > 0),
	CONSTRAINT "exchange_rates_naira_is_one" CHECK ("exchange_rates"."currency_code" <> 'NGN' or "exchange_rates"."ngn_per_unit" = 1)
);
--> statement-breakpoint
DROP INDEX "subscriptions_user_start_date_idx";--> statement-breakpoint
CREATE INDEX "subscriptions_user_spend_idx" ON "subscriptions" USING btree ("user_id","start_date","currency_code","amount_minor","category_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_parent_idx" ON "subscriptions" USING btree ("user_id","parent_id","name","id");--> statement-breakpoint
-- The first exchange-rate set: an approximate snapshot (round figures near the official market's
-- level in late 2025), not live data; a configured feed adds newer sets (docs/dashboard.md).
INSERT INTO "exchange_rates" ("as_of", "currency_code", "ngn_per_unit", "source") VALUES
	('2025-11-01', 'NGN', 1, 'snapshot'),
	('2025-11-01', 'USD', 1450, 'snapshot'),
	('2025-11-01', 'GBP', 1900, 'snapshot'),
	('2025-11-01', 'EUR', 1680, 'snapshot');
