ALTER TABLE "businesses" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A business's rating totals follow its ratings in the same transaction, whoever writes them
-- (the rating upsert, the demo seed, a cascade when a rater is deleted). `x = x + delta` under
-- the business row's lock is safe with concurrent raters.
CREATE OR REPLACE FUNCTION "ratings_business_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.rated_kind = 'business' THEN
    UPDATE businesses SET rating_sum = rating_sum - OLD.rate, rating_count = rating_count - 1
     WHERE id = OLD.rated_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.rated_kind = 'business' THEN
    UPDATE businesses SET rating_sum = rating_sum + NEW.rate, rating_count = rating_count + 1
     WHERE id = NEW.rated_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ratings_business_totals" AFTER INSERT OR UPDATE OR DELETE ON "ratings"
  FOR EACH ROW EXECUTE FUNCTION "ratings_business_totals"();
--> statement-breakpoint
UPDATE "businesses" b SET "rating_sum" = t.s, "rating_count" = t.n
  FROM (SELECT rated_id, sum(rate)::int AS s, count(*)::int AS n FROM ratings
         WHERE rated_kind = 'business' GROUP BY rated_id) t
 WHERE b.id = t.rated_id;
