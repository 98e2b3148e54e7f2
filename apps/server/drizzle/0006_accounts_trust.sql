CREATE TABLE "account_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_email_key" ON "users" USING btree ("pending_email");--> statement-breakpoint
-- Accounts verified before this column existed count as verified once (the clean-up keeps them).
UPDATE "users" SET "verified_at" = "created_at" WHERE "verified" = true;
