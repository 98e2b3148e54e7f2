CREATE TABLE "appointment_proposals" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"appointment_date" text NOT NULL,
	"appointment_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_proposals" ADD CONSTRAINT "appointment_proposals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;