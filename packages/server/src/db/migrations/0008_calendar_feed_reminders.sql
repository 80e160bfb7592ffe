CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_days" smallint;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_days_choice" CHECK ("users"."reminder_days" in (0, 1, 3, 7));--> statement-breakpoint
-- Whether a feed is on is the user's to read (Settings): a write to it bumps their data version
-- at commit, as 0006 does for every such table, so a cached answer never outlives it.
CREATE CONSTRAINT TRIGGER "calendar_feeds_data_version" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recur_bump_user_data_version"();
