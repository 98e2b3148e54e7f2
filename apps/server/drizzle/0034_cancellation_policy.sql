CREATE TABLE "customer_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"forgiven_at" timestamp with time zone,
	"forgiven_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strikes_kind_check" CHECK ("customer_strikes"."kind" in ('late-cancellation', 'no-show'))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cancellation_free_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "strike_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "strike_consequence" text DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_strikes" ADD CONSTRAINT "customer_strikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_strikes" ADD CONSTRAINT "customer_strikes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_strikes" ADD CONSTRAINT "customer_strikes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_strikes" ADD CONSTRAINT "customer_strikes_forgiven_by_users_id_fk" FOREIGN KEY ("forgiven_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "strikes_one_per_appointment_kind" ON "customer_strikes" USING btree ("appointment_id","kind");--> statement-breakpoint
CREATE INDEX "strikes_customer_idx" ON "customer_strikes" USING btree ("user_id","business_id","at");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_cancellation_free_hours_check" CHECK ("businesses"."cancellation_free_hours" between 0 and 72);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_strike_limit_check" CHECK ("businesses"."strike_limit" between 1 and 10);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_strike_consequence_check" CHECK ("businesses"."strike_consequence" in ('refuse'));