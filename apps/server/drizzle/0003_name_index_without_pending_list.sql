DROP INDEX "businesses_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);