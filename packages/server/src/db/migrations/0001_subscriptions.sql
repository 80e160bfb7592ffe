CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"category_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_currency_code" CHECK ("subscriptions"."currency_code" in ('NGN', 'USD', 'GBP', 'EUR')),
	CONSTRAINT "subscriptions_end_not_before_start" CHECK ("subscriptions"."end_date" >= "subscriptions"."start_date"),
	CONSTRAINT "subscriptions_amount_range" CHECK ("subscriptions"."amount_minor" between 0 and 100000000000000)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_parent_id_subscriptions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_end_date_idx" ON "subscriptions" USING btree ("user_id","end_date");--> statement-breakpoint
CREATE INDEX "subscriptions_user_start_date_idx" ON "subscriptions" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "subscriptions_user_currency_idx" ON "subscriptions" USING btree ("user_id","currency_code");--> statement-breakpoint
CREATE INDEX "subscriptions_user_category_idx" ON "subscriptions" USING btree ("user_id","category_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_amount_idx" ON "subscriptions" USING btree ("user_id","amount_minor");--> statement-breakpoint
CREATE INDEX "subscriptions_user_name_idx" ON "subscriptions" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "subscriptions_parent_idx" ON "subscriptions" USING btree ("parent_id");