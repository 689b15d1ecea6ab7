-- A patient's summary names the doctor of their last attended appointment (src/clinic/care-identity.ts), and shows
-- their results through the appointments that have them; so do their pages of results. A write of an appointment
-- that is attended, before or after it (Completed, or with a test result or a specimen), also notifies
-- 'topic:appointments/attended:<patient>', under which those answers are kept (src/db/appointment-parts.ts) instead
-- of the patient's whole part: a booking, or a cancellation of a visit to come, no longer drops them.
CREATE FUNCTION "appointment_attended"(integer, text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT $2 = 'Completed'
    OR EXISTS (SELECT 1 FROM "test_results" tr WHERE tr."appointment_id" = $1)
    OR EXISTS (SELECT 1 FROM "specimens" s WHERE s."appointment_id" = $1);
$$;
--> statement-breakpoint
-- The trigger's arguments name the transition tables it has. Past 100 patients it notifies nothing: migration 0017's
-- notify_appointment_change then notifies 'all', which every reader of a part listens to.
CREATE FUNCTION "notify_attended_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  patients integer[];
  patient integer;
BEGIN
  EXECUTE 'SELECT array_agg(DISTINCT r.patient_id) FROM ('
      || array_to_string(ARRAY(SELECT format('SELECT patient_id, appointment_id, status FROM %I', t)
        FROM unnest(TG_ARGV) t), ' UNION ALL ')
      || ') r WHERE "appointment_attended"(r.appointment_id, r.status::text)'
    INTO patients;
  IF patients IS NULL OR cardinality(patients) > 100 THEN
    RETURN NULL;
  END IF;
  FOREACH patient IN ARRAY patients LOOP
    PERFORM pg_notify('clinic_changes', 'topic:appointments/attended:' || patient);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_insert_attended" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_attended_change"('new_rows');--> statement-breakpoint
CREATE TRIGGER "appointments_update_attended" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_attended_change"('new_rows', 'old_rows');--> statement-breakpoint
CREATE TRIGGER "appointments_delete_attended" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_attended_change"('old_rows');
