-- Expiring Soon and Most/Least Renewed read only the rows they show, in the order they show
-- them (services/dashboard.ts). Expiring Soon: the (user_id, end_date) index becomes one in the
-- card's order (end date, name by code point, id) that also holds what the card shows, so the
-- window is an index range read without a sort (and without the table, once vacuum has marked
-- its pages). The list's end-date filters read it as they read the narrower one.
DROP INDEX "subscriptions_user_end_date_idx";--> statement-breakpoint
CREATE INDEX "subscriptions_user_end_date_idx" ON "subscriptions" USING btree ("user_id","end_date","name" collate "C","id","amount_minor","currency_code","category_id");--> statement-breakpoint
-- Most/Least Renewed: each renewals row holds its parent's name, so the card's order (count,
-- name by code point, id) is an index's, one per direction, and the five first entries are the
-- answer. The trigger keeps the name wherever the parent belongs to the row's user (the card
-- joins the parent on that user): a renewals row takes the parent's name when it is made, and a
-- parent's new name or new owner is copied to the renewals rows of its (new) user. The name is
-- read at commit like the counts (the trigger is deferred), after the users row is locked, so a
-- concurrent rename and first renewal of one parent leave the latest name whichever commits
-- first.
ALTER TABLE "subscription_renewals" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "subscription_renewals" k SET "name" = p."name" FROM "subscriptions" p WHERE p."id" = k."parent_id";--> statement-breakpoint
UPDATE "subscription_renewals" SET "name" = '' WHERE "name" IS NULL;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "subscription_renewals_most_idx" ON "subscription_renewals" USING btree ("user_id","n" DESC NULLS LAST,"name" collate "C","parent_id");--> statement-breakpoint
CREATE INDEX "subscription_renewals_least_idx" ON "subscription_renewals" USING btree ("user_id","n","name" collate "C","parent_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recur_roll_up_subscription"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW.name IS DISTINCT FROM OLD.name OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE "subscription_renewals" SET "name" = NEW.name
      WHERE "user_id" = NEW.user_id AND "parent_id" = NEW.id AND "name" IS DISTINCT FROM NEW.name;
  END IF;
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
      INSERT INTO "subscription_renewals" ("user_id", "parent_id", "n", "name")
        VALUES (NEW.user_id, NEW.parent_id, 1,
                coalesce((SELECT p."name" FROM "subscriptions" p WHERE p."id" = NEW.parent_id), ''))
        ON CONFLICT ("user_id", "parent_id") DO UPDATE SET "n" = "subscription_renewals"."n" + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "subscriptions_rollups" ON "subscriptions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_rollups" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "start_date", "currency_code", "category_id", "amount_minor", "parent_id", "name" ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_roll_up_subscription"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recur_rebuild_subscription_rollups"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "subscription_spend";
  DELETE FROM "subscription_renewals";
  INSERT INTO "subscription_spend" ("user_id", "month", "currency_code", "category_id", "amount_minor", "entries")
    SELECT "user_id", date_trunc('month', "start_date"::timestamp)::date, "currency_code", "category_id", sum("amount_minor"), count(*)
    FROM "subscriptions" GROUP BY 1, 2, 3, 4;
  INSERT INTO "subscription_renewals" ("user_id", "parent_id", "n", "name")
    SELECT r."user_id", r."parent_id", count(*), coalesce(min(p."name"), '')
    FROM "subscriptions" r LEFT JOIN "subscriptions" p ON p."id" = r."parent_id"
    WHERE r."parent_id" IS NOT NULL GROUP BY 1, 2;
$$;
