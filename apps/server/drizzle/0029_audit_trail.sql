CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid,
	"role" text NOT NULL,
	"business_id" uuid,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_business_idx" ON "audit_log" USING btree ("business_id","created_at") WHERE business_id is not null;--> statement-breakpoint
-- The operator console's actions become audit entries: who by their account, what in the
-- trail's words, the old line's detail kept in `after`.
INSERT INTO "audit_log" ("created_at", "actor_id", "role", "action", "subject", "after")
SELECT a."created_at",
       (SELECT u."id" FROM "users" u WHERE lower(u."email") = lower(a."operator_email") LIMIT 1),
       'operator',
       CASE
         WHEN a."action" LIKE 'bug report %' THEN 'bugReport.decided'
         WHEN a."action" LIKE 'contact message %' THEN 'contactMessage.handled'
         ELSE 'plan.paidThrough'
       END,
       a."subject",
       jsonb_build_object('action', a."action", 'detail', a."detail", 'operator', a."operator_email")
FROM "operator_actions" a;--> statement-breakpoint
DROP TABLE "operator_actions" CASCADE;
