ALTER TABLE "outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar_entry" jsonb;