CREATE TABLE "plan_mails" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"state" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_mails_business_id_kind_occasion_pk" PRIMARY KEY("business_id","kind","occasion")
);
--> statement-breakpoint
ALTER TABLE "plan_mails" ADD CONSTRAINT "plan_mails_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;