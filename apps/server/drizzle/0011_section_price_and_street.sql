ALTER TABLE "businesses" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_price_cents_check" CHECK ("sections"."price_cents" >= 0);