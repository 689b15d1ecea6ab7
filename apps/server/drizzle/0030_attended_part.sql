-- A patient's summary names the doctor of their last attended appointment (src/clinic/care-identity.ts), and shows
-- their results through the appointments that have them; so do their pages of results. A write of an appointment
-- that is attended, before or after it (Completed, or with a test result or a specimen), also notifies
-- 'topic:appointments/attended:<patient>', under which those answers are kept (src/db/appointment-parts.ts) instead
-- of the patient's whole part: a booking, or a cancellation of a visit to come, no longer drops them.
CREATE FUNCTION "appointment_parts"(integer, integer, date, integer, text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT 'doctor:' || $1
  UNION ALL SELECT 'patient:' || $2
  UNION ALL SELECT 'day:' || to_char($3, 'YYYY-MM-DD')
  UNION ALL SELECT 'past' WHERE $3 <= (now() AT TIME ZONE 'UTC')::date + 1
  UNION ALL SELECT 'resulted' WHERE EXISTS (SELECT 1 FROM "test_results" tr WHERE tr."appointment_id" = $4)
  UNION ALL SELECT 'attended:' || $2 WHERE $5 = 'Completed'
    OR EXISTS (SELECT 1 FROM "test_results" tr WHERE tr."appointment_id" = $4)
    OR EXISTS (SELECT 1 FROM "specimens" s WHERE s."appointment_id" = $4);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_appointment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parts text[];
  part text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT p) INTO parts FROM new_rows r,
      "appointment_parts"(r."doctor_id", r."patient_id", r."appointment_date", r."appointment_id", r."status"::text) p;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT p) INTO parts FROM old_rows r,
      "appointment_parts"(r."doctor_id", r."patient_id", r."appointment_date", r."appointment_id", r."status"::text) p;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT p) INTO parts FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) r,
      "appointment_parts"(r."doctor_id", r."patient_id", r."appointment_date", r."appointment_id", r."status"::text) p;
  END IF;
  IF TG_OP <> 'TRUNCATE' AND parts IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('clinic_changes', 'topic:appointments');
  IF TG_OP = 'TRUNCATE' OR cardinality(parts) > 100 THEN
    PERFORM pg_notify('clinic_changes', 'topic:appointments/all');
  ELSE
    FOREACH part IN ARRAY parts LOOP
      PERFORM pg_notify('clinic_changes', 'topic:appointments/' || part);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION "appointment_parts"(integer, integer, date, integer);
