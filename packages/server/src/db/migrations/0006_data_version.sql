CREATE TABLE "shared_data_version" (
	"id" bigint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shared_data_version_one_row" CHECK ("shared_data_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "shared_data_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- A write to a row a user can read bumps that user's data_version once per transaction, at
-- commit: the trigger is deferred, so the lock on the users row is the last one a transaction
-- takes (ledger transactions lock the wallet first; nothing locks a wallet after a user), and
-- the bump is in the same transaction as the write, so a reader never sees the new rows under
-- the old version. `recur.bumped_users` lists the users already bumped in this transaction.
CREATE FUNCTION "recur_bump_user_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid uuid;
  bumped text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    uid := OLD.user_id;
  ELSE
    uid := NEW.user_id;
  END IF;
  bumped := coalesce(current_setting('recur.bumped_users', true), '');
  IF position(uid::text IN bumped) = 0 THEN
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" = uid;
    PERFORM set_config('recur.bumped_users', bumped || uid::text || ',', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_bump_user_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallets_data_version" AFTER INSERT OR UPDATE OR DELETE ON "wallets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_bump_user_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallet_transactions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "wallet_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_bump_user_data_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_payments_data_version" AFTER INSERT OR UPDATE OR DELETE ON "service_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_bump_user_data_version"();--> statement-breakpoint
-- A change to the user's own row (profile, plan, password) bumps it in the same statement,
-- unless the statement sets the version itself (the trigger above).
CREATE FUNCTION "recur_bump_own_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."data_version" = OLD."data_version" THEN
    NEW."data_version" := OLD."data_version" + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_data_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "recur_bump_own_data_version"();--> statement-breakpoint
-- Data every user reads alike: one version for all of it.
CREATE FUNCTION "recur_bump_shared_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shared_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "exchange_rates_shared_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "recur_bump_shared_data_version"();--> statement-breakpoint
CREATE TRIGGER "categories_shared_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "recur_bump_shared_data_version"();
