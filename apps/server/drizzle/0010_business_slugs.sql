-- Public business pages live at /b/{slug} (docs/decisions/018-business-slugs.md). The slug comes
-- from the name, set by a trigger so every way a business is written (the API, the demo seed,
-- the benchmark's data load, tests) gets one, and a rename gets a new one while every slug the
-- business ever had stays in business_slugs, naming it for good: an old link redirects.
CREATE TABLE "business_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Deferred: the trigger below records a new business's slug before the row itself exists.
ALTER TABLE "business_slugs" ADD CONSTRAINT "business_slugs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "business_slugs_business_idx" ON "business_slugs" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- 'Café Ōtautahi & Co.' -> 'cafe-otautahi-and-co': lower case ASCII letters and digits joined by
-- single dashes, at most 60 characters, 'business' when nothing is left.
CREATE OR REPLACE FUNCTION "business_slug_base"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(
    translate(replace(lower(name), '&', ' and '),
      'āēīōūàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aeiouaaaaaaceeeeiiiinoooooouuuuyy'),
    '[^a-z0-9]+', '-', 'g')), 60)), ''), 'business')
$$;
--> statement-breakpoint
-- Takes a free slug for NEW: its base, then base-2 ... base-5, then base-<random>. A rename to a
-- name with the same base keeps the slug, and a rename back to an earlier name takes the slug it
-- had for it when that was the plain base. The insert into business_slugs decides between two
-- businesses racing for one slug: the primary key lets one through, the other tries the next.
-- Nobody else writes the column: an update that leaves the name alone keeps the slug.
CREATE OR REPLACE FUNCTION "business_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text := business_slug_base(NEW.name);
  candidate text;
  n int := 1;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.slug <> '' THEN
    IF NEW.name IS NOT DISTINCT FROM OLD.name OR business_slug_base(OLD.name) = base THEN
      NEW.slug := OLD.slug;
      RETURN NEW;
    END IF;
    IF EXISTS (SELECT 1 FROM business_slugs s WHERE s.slug = base AND s.business_id = NEW.id) THEN
      NEW.slug := base;
      RETURN NEW;
    END IF;
  END IF;
  LOOP
    candidate := CASE
      WHEN n = 1 THEN base
      WHEN n <= 5 THEN base || '-' || n
      ELSE base || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 6)
    END;
    INSERT INTO business_slugs (slug, business_id) VALUES (candidate, NEW.id) ON CONFLICT DO NOTHING;
    IF FOUND THEN
      NEW.slug := candidate;
      RETURN NEW;
    END IF;
    n := n + 1;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "business_slug" BEFORE INSERT OR UPDATE OF "name", "slug" ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "business_slug"();
--> statement-breakpoint
-- The businesses already there, oldest first, so an older business keeps the plain name.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id FROM businesses ORDER BY created_at, id LOOP
    UPDATE businesses SET slug = '' WHERE id = r.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_idx" ON "businesses" USING btree ("slug");
