ALTER TABLE "sandbox_checkouts" DROP CONSTRAINT "sandbox_checkouts_status";--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "purchase" jsonb;--> statement-breakpoint
-- Checkouts opened before this release expire 30 minutes after they opened (the default
-- CHECKOUT_EXPIRES_MINUTES), so one left open long ago is closed now.
ALTER TABLE "sandbox_checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sandbox_checkouts" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_status" CHECK ("sandbox_checkouts"."status" in ('pending', 'success', 'declined', 'abandoned'));
