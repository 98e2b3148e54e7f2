CREATE TABLE "deposit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"stripe_account_id" text NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"refund_id" text,
	"held_mails" jsonb,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refund_asked_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('pending', 'paid', 'released', 'refunding', 'refunded', 'kept')),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_strike_consequence_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "strike_deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "deposits_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "deposit_kind" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "deposit_value" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kind" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_appointment_idx" ON "deposits" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deposits_payment_intent_idx" ON "deposits" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "deposits_pending_pay_by_idx" ON "deposits" USING btree ("pay_by") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "deposits_refunding_idx" ON "deposits" USING btree ("refund_asked_at") WHERE status = 'refunding';--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_stripe_account_idx" ON "businesses" USING btree ("stripe_account_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_strike_deposit_check" CHECK (("businesses"."strike_deposit_cents" is null or "businesses"."strike_deposit_cents" between 100 and 1000000) and ("businesses"."strike_consequence" <> 'deposit' or "businesses"."strike_deposit_cents" is not null));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_strike_consequence_check" CHECK ("businesses"."strike_consequence" in ('refuse', 'deposit'));--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_deposit_check" CHECK (("sections"."deposit_kind" is null and "sections"."deposit_value" is null) or ("sections"."deposit_kind" = 'amount' and "sections"."deposit_value" between 100 and 1000000) or ("sections"."deposit_kind" = 'percent' and "sections"."deposit_value" between 1 and 100));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_check" CHECK (("services"."deposit_kind" is null and "services"."deposit_value" is null) or ("services"."deposit_kind" = 'amount' and "services"."deposit_value" between 100 and 1000000) or ("services"."deposit_kind" = 'percent' and "services"."deposit_value" between 1 and 100));