-- A team member is never double-booked (docs/product-rules.md 9.4, decision 040): two place-holding
-- appointments (Waiting 0, Approved 1: the domain's PLACE_HOLDING, as in
-- appointments_one_place_per_customer) of one member may not block overlapping stretches of
-- their time. The database says so, across every API process, on both engines (PGlite ships
-- btree_gist). A stretch is [blocked_from, blocked_to): back to back is not an overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_blocked_range_check"
  CHECK ((member_id IS NULL) = (blocked_from IS NULL) AND (blocked_from IS NULL) = (blocked_to IS NULL)
         AND (blocked_from IS NULL OR blocked_from < blocked_to));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_member_no_overlap"
  EXCLUDE USING gist (member_id WITH =, tstzrange(blocked_from, blocked_to) WITH &&)
  WHERE (member_id IS NOT NULL AND status IN (0, 1));
