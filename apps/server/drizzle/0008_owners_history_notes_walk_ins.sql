CREATE TABLE "appointment_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"by" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_status" smallint,
	"outbox_id" uuid
);
--> statement-breakpoint
CREATE TABLE "appointment_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "walk_in_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "walk_in_phone" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_changes" ADD CONSTRAINT "appointment_changes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD CONSTRAINT "appointment_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_changes_appointment_idx" ON "appointment_changes" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "appointment_notes_appointment_idx" ON "appointment_notes" USING btree ("appointment_id","id");--> statement-breakpoint
-- Every appointment gets a history: who made the changes before this table existed is not
-- known, so the booking and (when it has moved since) its present status are 'system' lines.
INSERT INTO "appointment_changes" ("appointment_id", "status", "by", "reason", "at")
SELECT "id", 0, 'system', '', "created_at" FROM "appointments" ORDER BY "created_at";--> statement-breakpoint
INSERT INTO "appointment_changes" ("appointment_id", "status", "by", "reason", "at")
SELECT "id", "status", 'system', "cancellation_reason", "updated_at" FROM "appointments" WHERE "status" <> 0 ORDER BY "updated_at";
