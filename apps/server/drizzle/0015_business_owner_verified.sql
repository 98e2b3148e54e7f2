-- Search shows a business only once its owner has verified their e-mail address. That was an
-- `exists` on users per match: for a partial name (a trigram index scan, hundreds of matches)
-- a users_pkey look-up per match, 1.7 of the 2.8 ms the search took (bench/README.md). The
-- flag now sits on the business row, kept by triggers, so a match needs no second look-up.
ALTER TABLE "businesses" ADD COLUMN IF NOT EXISTS "owner_verified" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "businesses" b SET "owner_verified" = u."verified" FROM "users" u WHERE u."id" = b."owner_id";
--> statement-breakpoint
-- A new business (or one given another owner) takes its owner's flag.
CREATE OR REPLACE FUNCTION "businesses_owner_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."owner_verified" := coalesce((SELECT u."verified" FROM "users" u WHERE u."id" = NEW."owner_id"), false);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "businesses_owner_verified" ON "businesses";
--> statement-breakpoint
CREATE TRIGGER "businesses_owner_verified" BEFORE INSERT OR UPDATE OF "owner_id" ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "businesses_owner_verified"();
--> statement-breakpoint
-- An owner who verifies (or loses verification, an e-mail change) carries their businesses.
CREATE OR REPLACE FUNCTION "users_verified_to_businesses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "businesses" SET "owner_verified" = NEW."verified" WHERE "owner_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_verified_to_businesses" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_verified_to_businesses" AFTER UPDATE OF "verified" ON "users"
  FOR EACH ROW WHEN (OLD."verified" IS DISTINCT FROM NEW."verified")
  EXECUTE FUNCTION "users_verified_to_businesses"();
