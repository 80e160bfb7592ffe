CREATE TABLE "subscription_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_counts" ADD CONSTRAINT "subscription_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every insert and delete of a subscription moves its user's count in the same transaction, at
-- commit (deferred, after the data version trigger of the same row, whose name sorts first: the
-- users row is locked before the count row in every transaction, as 0006 wants it last).
CREATE FUNCTION "recur_count_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id = OLD.user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "subscription_counts" SET "n" = "n" - 1 WHERE "user_id" = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "subscription_counts" ("user_id", "n") VALUES (NEW.user_id, 1)
    ON CONFLICT ("user_id") DO UPDATE SET "n" = "subscription_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_user_count" AFTER INSERT OR DELETE OR UPDATE OF "user_id" ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_count_subscriptions"();--> statement-breakpoint
-- A TRUNCATE removes every row at once: every count goes with them.
CREATE FUNCTION "recur_clear_subscription_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "subscription_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_truncate_counts" AFTER TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "recur_clear_subscription_counts"();--> statement-breakpoint
INSERT INTO "subscription_counts" ("user_id", "n") SELECT "user_id", count(*) FROM "subscriptions" GROUP BY "user_id";
