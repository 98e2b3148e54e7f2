DROP INDEX "waitlist_one_entry_per_customer";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "appointment_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_service_day_per_customer" ON "waitlist_entries" USING btree ("service_id","appointment_date","user_id") WHERE service_id is not null;--> statement-breakpoint
CREATE INDEX "waitlist_service_day_idx" ON "waitlist_entries" USING btree ("business_id","appointment_date","seq") WHERE service_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_entry_per_customer" ON "waitlist_entries" USING btree ("section_id","starts_at","user_id") WHERE service_id is null;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entry_kind_check" CHECK ((service_id is null and member_id is null and appointment_time is not null) or (service_id is not null and appointment_time is null));