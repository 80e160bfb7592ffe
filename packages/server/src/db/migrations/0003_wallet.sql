CREATE TABLE "sandbox_checkouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_status" CHECK ("sandbox_checkouts"."status" in ('pending', 'success', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "service_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"service_name" text NOT NULL,
	"variation_code" text NOT NULL,
	"total_kobo" bigint NOT NULL,
	"payment_method" text DEFAULT 'wallet' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"transaction_id" uuid,
	"request" jsonb NOT NULL,
	"credit_transaction_id" uuid,
	"subscription_id" uuid,
	"parent_subscription_id" uuid,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_payments_status" CHECK ("service_payments"."status" in ('processing', 'successful', 'failed')),
	CONSTRAINT "service_payments_method" CHECK ("service_payments"."payment_method" in ('wallet', 'card'))
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"channel" text NOT NULL,
	"failure_reason" text,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type" CHECK ("wallet_transactions"."type" in ('credit', 'debit')),
	CONSTRAINT "wallet_transactions_status" CHECK ("wallet_transactions"."status" in ('pending', 'successful', 'failed', 'reversed')),
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount_kobo" > 0),
	CONSTRAINT "wallet_transactions_currency" CHECK ("wallet_transactions"."currency" = 'NGN'),
	CONSTRAINT "wallet_transactions_status_fits_type" CHECK (("wallet_transactions"."type" = 'credit' and "wallet_transactions"."status" <> 'reversed') or ("wallet_transactions"."type" = 'debit' and "wallet_transactions"."status" <> 'failed'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_for" date;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_credit_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_parent_subscription_id_subscriptions_id_fk" FOREIGN KEY ("parent_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_payments_user_key_unique" ON "service_payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_payments_credit_unique" ON "service_payments" USING btree ("credit_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference_unique" ON "wallet_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_created_idx" ON "wallet_transactions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_pending_idx" ON "wallet_transactions" USING btree ("created_at") WHERE "wallet_transactions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "subscriptions_auto_renew_idx" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."auto_renew";