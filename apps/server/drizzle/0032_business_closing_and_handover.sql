CREATE TABLE "business_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_handovers" ADD CONSTRAINT "business_handovers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_handovers" ADD CONSTRAINT "business_handovers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_handovers" ADD CONSTRAINT "business_handovers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_handovers_token_idx" ON "business_handovers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "business_handovers_open_idx" ON "business_handovers" USING btree ("business_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "business_handovers_to_idx" ON "business_handovers" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "business_handovers_from_idx" ON "business_handovers" USING btree ("from_user_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_open_has_owner" CHECK ("businesses"."owner_id" is not null or "businesses"."closed_at" is not null);--> statement-breakpoint
-- A closed business takes no appointment and no waitlist entry, whatever path inserts one
-- (decision 051). The row is read FOR KEY SHARE, the lock the foreign key check takes anyway:
-- a closing holds it FOR UPDATE, so an insert racing it waits and then sees it closed, and a
-- closing waits for an insert already made, whose appointment it then cancels.
CREATE OR REPLACE FUNCTION "refuse_closed_business"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed timestamptz;
BEGIN
  SELECT b."closed_at" INTO closed FROM "businesses" b WHERE b."id" = NEW."business_id" FOR KEY SHARE;
  IF closed IS NOT NULL THEN
    RAISE EXCEPTION 'business % is closed', NEW."business_id" USING ERRCODE = 'TA001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_refuse_closed_business" BEFORE INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "refuse_closed_business"();
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_refuse_closed_business" BEFORE INSERT ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_closed_business"();
