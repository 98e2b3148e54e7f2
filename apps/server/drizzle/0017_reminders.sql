CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_kind_starts_at_pk" PRIMARY KEY("appointment_id","kind","starts_at")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reminders" text DEFAULT '24h' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_approved_start_idx" ON "appointments" USING btree ("starts_at") WHERE status = 1;