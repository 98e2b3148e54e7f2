CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"type" text NOT NULL,
	"owner_id" uuid,
	"customer_id" uuid,
	"section_id" uuid,
	"slot_date" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_owner_idx" ON "events" USING btree ("owner_id","id") WHERE owner_id is not null;--> statement-breakpoint
CREATE INDEX "events_customer_idx" ON "events" USING btree ("customer_id","id") WHERE customer_id is not null;--> statement-breakpoint
CREATE INDEX "events_slot_idx" ON "events" USING btree ("section_id","slot_date","id") WHERE owner_id is null;--> statement-breakpoint
-- Every stored event is published to the API processes listening on 'timeapp_events'.
-- NOTIFY inside the writing transaction is delivered when (and only if) it commits, so a tab
-- never hears of a change that was rolled back. The payload is the whole event (a few hundred
-- bytes, far below NOTIFY's 8000), so a listener needs no query to fan it out.
CREATE OR REPLACE FUNCTION "events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('timeapp_events', json_build_object(
    'id', NEW.id, 'at', NEW.created_at, 'type', NEW.type, 'ownerId', NEW.owner_id,
    'customerId', NEW.customer_id, 'sectionId', NEW.section_id, 'slotDate', NEW.slot_date,
    'data', NEW.data)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_notify" AFTER INSERT ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_notify"();
