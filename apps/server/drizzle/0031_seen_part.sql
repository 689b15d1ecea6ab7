-- A doctor's worklist reads which patients the doctor has (a non-anonymous appointment of theirs, whatever its
-- status) and the doctor's attended appointments (src/clinic/monitoring.ts); their patients' results come through
-- the part 'resulted'. A write of the appointments also notifies 'topic:appointments/seen:<doctor>' when it gives
-- the doctor a patient or takes one away (a non-anonymous appointment of a doctor and patient no other row pairs),
-- or touches one of the doctor's attended appointments, before or after (migration 0030's appointment_attended).
-- The worklist is kept under it instead of the doctor's whole part: a cancellation, or a booking by a patient the
-- doctor has already, no longer drops it.
-- A pair of doctor and patient is new after a write when every non-anonymous row of it is one the write inserted or
-- updated, and gone when none is left: counted by the pair's index for each pair the write touched, so that a
-- statement of many rows costs as many lookups, not as many scans of its own rows.
CREATE FUNCTION "appointment_pair_rows"(integer, integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT count(*) FROM "appointments" b WHERE b."doctor_id" = $1 AND b."patient_id" = $2 AND NOT b."is_anonymous";
$$;
--> statement-breakpoint
-- Transition tables are named per trigger: the branch of each operation reads only those its trigger has. An
-- update is read row by row, the image before beside the image after; a row that changed its id counts as one
-- taken away and one added. Past 100 doctors it notifies nothing: migration 0017's notify_appointment_change then
-- notifies 'all', which every reader of a part also listens to.
CREATE FUNCTION "notify_seen_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doctors integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT d) INTO doctors FROM (
      SELECT n."doctor_id" FROM new_rows n WHERE "appointment_attended"(n."appointment_id", n."status"::text)
      UNION ALL
      SELECT p."doctor_id" FROM (SELECT "doctor_id", "patient_id", count(*) AS n FROM new_rows
          WHERE NOT "is_anonymous" GROUP BY 1, 2) p
        WHERE "appointment_pair_rows"(p."doctor_id", p."patient_id") = p.n) x(d);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."doctor_id") INTO doctors FROM old_rows o
      WHERE "appointment_attended"(o."appointment_id", o."status"::text)
        OR (NOT o."is_anonymous" AND "appointment_pair_rows"(o."doctor_id", o."patient_id") = 0);
  ELSIF TG_OP = 'UPDATE' THEN
    WITH rows AS (
      SELECT o, n,
          coalesce("appointment_attended"(o."appointment_id", o."status"::text), false)
            OR coalesce("appointment_attended"(n."appointment_id", n."status"::text), false) AS attended,
          (o."doctor_id", o."patient_id", o."is_anonymous") IS DISTINCT FROM
            (n."doctor_id", n."patient_id", n."is_anonymous") AS moved
        FROM old_rows o FULL JOIN new_rows n ON n."appointment_id" = o."appointment_id"
    )
    SELECT array_agg(DISTINCT d) INTO doctors FROM (
      SELECT (o)."doctor_id" FROM rows WHERE attended
      UNION ALL
      SELECT (n)."doctor_id" FROM rows WHERE attended
      UNION ALL
      SELECT (o)."doctor_id" FROM rows
        WHERE moved AND NOT (o)."is_anonymous" AND "appointment_pair_rows"((o)."doctor_id", (o)."patient_id") = 0
      UNION ALL
      SELECT p."doctor_id" FROM (SELECT "doctor_id", "patient_id", count(*) AS n FROM new_rows
          WHERE NOT "is_anonymous" GROUP BY 1, 2) p
        WHERE (p."doctor_id", p."patient_id") IN
            (SELECT (n)."doctor_id", (n)."patient_id" FROM rows WHERE moved AND NOT (n)."is_anonymous")
          AND "appointment_pair_rows"(p."doctor_id", p."patient_id") = p.n
    ) x(d) WHERE d IS NOT NULL;
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
