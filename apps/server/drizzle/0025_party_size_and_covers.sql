ALTER TABLE "appointments" ADD COLUMN "party_size" smallint;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "max_covers" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_party_size_check" CHECK ("appointments"."party_size" between 1 and 50);--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_max_covers_check" CHECK ("sections"."max_covers" is null or ("sections"."max_covers" between 1 and 1000 and "sections"."custom_request"));