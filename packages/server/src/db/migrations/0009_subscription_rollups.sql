CREATE TABLE "subscription_spend" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency_code" text NOT NULL,
	"category_id" uuid NOT NULL,
	"amount_minor" numeric NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "subscription_spend_pk" PRIMARY KEY("user_id","month","currency_code","category_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"user_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "subscription_renewals_pk" PRIMARY KEY("user_id","parent_id")
);
--> statement-breakpoint
ALTER TABLE "subscription_spend" ADD CONSTRAINT "subscription_spend_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's rollups (services/spend.ts, services/dashboard.ts), kept by the database in the
-- same transaction as every write to subscriptions, whichever instance, job or statement makes
-- it: `subscription_spend` holds each user's sum and row count per start month, currency and
-- category (a row while its count is above 0); `subscription_renewals` each user's renewals per
-- parent_id (a row while above 0). Deferred to commit like 0006 and 0007, and named to fire
-- after the data version trigger of the same row, so a transaction locks its users row before
-- any rollup row (0006 wants that lock last among the ones taken before commit). Nothing is
-- written when an update leaves the columns the rollups read as they were.
CREATE FUNCTION "recur_roll_up_subscription"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.user_id = OLD.user_id
     AND NEW.start_date = OLD.start_date
     AND NEW.currency_code = OLD.currency_code
     AND NEW.category_id = OLD.category_id
     AND NEW.amount_minor = OLD.amount_minor
     AND NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM "subscription_spend"
      WHERE "user_id" = OLD.user_id
        AND "month" = date_trunc('month', OLD.start_date::timestamp)::date
        AND "currency_code" = OLD.currency_code
        AND "category_id" = OLD.category_id
        AND "entries" = 1;
    IF NOT FOUND THEN
      UPDATE "subscription_spend"
        SET "amount_minor" = "amount_minor" - OLD.amount_minor, "entries" = "entries" - 1
        WHERE "user_id" = OLD.user_id
          AND "month" = date_trunc('month', OLD.start_date::timestamp)::date
          AND "currency_code" = OLD.currency_code
          AND "category_id" = OLD.category_id;
    END IF;
    IF OLD.parent_id IS NOT NULL THEN
      DELETE FROM "subscription_renewals"
        WHERE "user_id" = OLD.user_id AND "parent_id" = OLD.parent_id AND "n" = 1;
      IF NOT FOUND THEN
        UPDATE "subscription_renewals" SET "n" = "n" - 1
          WHERE "user_id" = OLD.user_id AND "parent_id" = OLD.parent_id;
      END IF;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "subscription_spend" ("user_id", "month", "currency_code", "category_id", "amount_minor", "entries")
      VALUES (NEW.user_id, date_trunc('month', NEW.start_date::timestamp)::date, NEW.currency_code, NEW.category_id, NEW.amount_minor, 1)
      ON CONFLICT ("user_id", "month", "currency_code", "category_id") DO UPDATE
        SET "amount_minor" = "subscription_spend"."amount_minor" + excluded."amount_minor",
            "entries" = "subscription_spend"."entries" + 1;
    IF NEW.parent_id IS NOT NULL THEN
      INSERT INTO "subscription_renewals" ("user_id", "parent_id", "n")
        VALUES (NEW.user_id, NEW.parent_id, 1)
        ON CONFLICT ("user_id", "parent_id") DO UPDATE SET "n" = "subscription_renewals"."n" + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_rollups" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "start_date", "currency_code", "category_id", "amount_minor", "parent_id" ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_roll_up_subscription"();--> statement-breakpoint
-- A TRUNCATE removes every row at once: the rollups go with them.
CREATE FUNCTION "recur_clear_subscription_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "subscription_spend";
  DELETE FROM "subscription_renewals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_truncate_rollups" AFTER TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "recur_clear_subscription_rollups"();--> statement-breakpoint
-- Both rollups computed afresh from the table: the backfill below, and whoever loads rows with
-- the table's user triggers disabled (bench/seed.ts) and then calls it.
CREATE FUNCTION "recur_rebuild_subscription_rollups"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "subscription_spend";
  DELETE FROM "subscription_renewals";
  INSERT INTO "subscription_spend" ("user_id", "month", "currency_code", "category_id", "amount_minor", "entries")
    SELECT "user_id", date_trunc('month', "start_date"::timestamp)::date, "currency_code", "category_id", sum("amount_minor"), count(*)
    FROM "subscriptions" GROUP BY 1, 2, 3, 4;
  INSERT INTO "subscription_renewals" ("user_id", "parent_id", "n")
    SELECT "user_id", "parent_id", count(*) FROM "subscriptions" WHERE "parent_id" IS NOT NULL GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT "recur_rebuild_subscription_rollups"();
