-- The booking path in one round trip (apps/server/src/modules/appointments/repository.ts
-- bookPlace). Same locking as the three statements it replaces:
--   1. a transaction-scoped advisory lock on the slot, keyed on '<section uuid>|<starts_at UTC
--      ISO>' (the key old and new servers share, so they can run side by side);
--   2. the places held in the slot (Waiting or Approved) and whether the caller holds one;
--   3. the insert, only when the caller holds none and a place is free (capacity null: request
--      mode, no limit).
-- A VOLATILE function takes a fresh snapshot for each statement under READ COMMITTED, so the
-- count after the lock sees the place the previous holder of the lock just committed. The lock
-- is released when the caller's transaction (or single statement) ends. The partial unique
-- index appointments_one_place_per_customer still has the last word on one place per customer.
CREATE OR REPLACE FUNCTION "book_place"(
  p_id uuid, p_user_id uuid, p_business_id uuid, p_section_id uuid,
  p_appointment_date text, p_appointment_time text, p_starts_at timestamptz, p_reason text,
  p_capacity integer, p_lock_key text)
RETURNS TABLE (result text, booked_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_taken integer;
  v_mine integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_lock_key, 0));
  SELECT count(*)::int, (count(*) FILTER (WHERE a.user_id = p_user_id))::int
    INTO v_taken, v_mine
    FROM appointments a
   WHERE a.section_id = p_section_id AND a.starts_at = p_starts_at AND a.status IN (0, 1);
  IF v_mine > 0 THEN
    RETURN QUERY SELECT 'already-booked'::text, NULL::timestamptz;
  ELSIF p_capacity IS NOT NULL AND v_taken >= p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::timestamptz;
  ELSE
    RETURN QUERY
      INSERT INTO appointments AS a (id, user_id, business_id, section_id, appointment_date,
                                     appointment_time, starts_at, reason, status)
      VALUES (p_id, p_user_id, p_business_id, p_section_id, p_appointment_date,
              p_appointment_time, p_starts_at, p_reason, 0)
      RETURNING 'booked'::text, a.created_at;
  END IF;
END $$;
