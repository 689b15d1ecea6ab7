-- A doctor's worklist reads which patients the doctor has (a non-anonymous appointment of theirs, whatever its
-- status) and the doctor's attended appointments (src/clinic/monitoring.ts); their patients' results come through
-- the part 'resulted'. A write of the appointments also notifies 'topic:appointments/seen:<doctor>' when it gives
-- the doctor a patient or takes one away (a non-anonymous appointment of a doctor and patient no other row pairs),
-- or touches one of the doctor's attended appointments, before or after (migration 0030's appointment_attended).
-- The worklist is kept under it instead of the doctor's whole part: a cancellation, or a booking by a patient the
-- doctor has already, no longer drops it.
-- Transition tables are named per trigger: the branch of each operation reads only those its trigger has. An
-- update is read row by row, the image before beside the image after; a row that changed its id counts as one
-- taken away and one added. Past 100 doctors it notifies nothing: migration 0017's notify_appointment_change then
-- notifies 'all', which every reader of a part also listens to.
CREATE FUNCTION "notify_seen_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doctors integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."doctor_id") INTO doctors FROM new_rows n
      WHERE "appointment_attended"(n."appointment_id", n."status"::text)
        OR (NOT n."is_anonymous" AND NOT EXISTS (SELECT 1 FROM "appointments" b
          WHERE b."doctor_id" = n."doctor_id" AND b."patient_id" = n."patient_id" AND NOT b."is_anonymous"
            AND NOT EXISTS (SELECT 1 FROM new_rows x WHERE x."appointment_id" = b."appointment_id")));
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."doctor_id") INTO doctors FROM old_rows o
      WHERE "appointment_attended"(o."appointment_id", o."status"::text)
        OR (NOT o."is_anonymous" AND NOT EXISTS (SELECT 1 FROM "appointments" b
          WHERE b."doctor_id" = o."doctor_id" AND b."patient_id" = o."patient_id" AND NOT b."is_anonymous"));
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT v.doctor_id) INTO doctors
      FROM old_rows o FULL JOIN new_rows n ON n."appointment_id" = o."appointment_id",
      LATERAL (SELECT coalesce("appointment_attended"(o."appointment_id", o."status"::text), false)
          OR coalesce("appointment_attended"(n."appointment_id", n."status"::text), false) AS attended,
        (o."doctor_id", o."patient_id", o."is_anonymous") IS DISTINCT FROM
          (n."doctor_id", n."patient_id", n."is_anonymous") AS moved) c,
      LATERAL (VALUES
        (CASE WHEN c.attended OR (c.moved AND NOT o."is_anonymous" AND NOT EXISTS (SELECT 1 FROM "appointments" b
            WHERE b."doctor_id" = o."doctor_id" AND b."patient_id" = o."patient_id" AND NOT b."is_anonymous"))
          THEN o."doctor_id" END),
        (CASE WHEN c.attended OR (c.moved AND NOT n."is_anonymous" AND NOT EXISTS (SELECT 1 FROM "appointments" b
            WHERE b."doctor_id" = n."doctor_id" AND b."patient_id" = n."patient_id" AND NOT b."is_anonymous"
              AND NOT EXISTS (SELECT 1 FROM new_rows x WHERE x."appointment_id" = b."appointment_id")))
          THEN n."doctor_id" END)) AS v(doctor_id)
      WHERE v.doctor_id IS NOT NULL;
  END IF;
  PERFORM pg_notify('clinic_changes', 'topic:appointments/seen:' || d) FROM unnest(doctors) d
    WHERE cardinality(doctors) <= 100;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_insert_seen" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_seen_change"();--> statement-breakpoint
CREATE TRIGGER "appointments_update_seen" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_seen_change"();--> statement-breakpoint
CREATE TRIGGER "appointments_delete_seen" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_seen_change"();
