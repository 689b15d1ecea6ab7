-- A booking or a cancellation drops the kept answers that show the appointments of its doctor, its patient or its
-- day, not every kept answer that shows appointments (decisions/0021). Besides 'topic:appointments', which the kept
-- reads of the whole table still use, a write of the appointments notifies 'topic:appointments/<part>' for each row
-- before and after it (src/db/appointment-parts.ts names them for the readers):
--   doctor:<id>, patient:<id>, day:<date>;
--   past, for a row dated up to tomorrow in UTC (no clinic's day is later), the rows the tracing list reads;
--   resulted, for a row that has a test result, through which results are shown (its day, its anonymity).
-- A statement that touches more than 100 parts, and TRUNCATE, notify 'topic:appointments/all' instead, which every
-- reader of a part also listens to. A statement that changes no row notifies nothing: the job that marks missed
-- appointments runs every few minutes and mostly finds none.
DROP TRIGGER "appointments_topic_change" ON "appointments";--> statement-breakpoint
CREATE FUNCTION "appointment_parts"(integer, integer, date, integer) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT 'doctor:' || $1
  UNION ALL SELECT 'patient:' || $2
  UNION ALL SELECT 'day:' || to_char($3, 'YYYY-MM-DD')
  UNION ALL SELECT 'past' WHERE $3 <= (now() AT TIME ZONE 'UTC')::date + 1
  UNION ALL SELECT 'resulted' WHERE EXISTS (SELECT 1 FROM "test_results" tr WHERE tr."appointment_id" = $4);
$$;
--> statement-breakpoint
-- Transition tables are named per trigger: the branch of each operation reads only those its trigger has.
CREATE FUNCTION "notify_appointment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parts text[];
  part text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT p) INTO parts FROM new_rows r,
      "appointment_parts"(r."doctor_id", r."patient_id", r."appointment_date", r."appointment_id") p;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT p) INTO parts FROM old_rows r,
      "appointment_parts"(r."doctor_id", r."patient_id", r."appointment_date", r."appointment_id") p;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT p) INTO parts FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) r,
      "appointment_parts"(r."doctor_id", r."patient_id", r."appointment_date", r."appointment_id") p;
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
CREATE TRIGGER "appointments_insert_change" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointment_change"();--> statement-breakpoint
CREATE TRIGGER "appointments_update_change" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointment_change"();--> statement-breakpoint
CREATE TRIGGER "appointments_delete_change" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointment_change"();--> statement-breakpoint
CREATE TRIGGER "appointments_truncate_change" AFTER TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointment_change"();--> statement-breakpoint
-- A patient's visit dates (migration 0016) are written only when they change: a booking or a cancellation of a day
-- to come leaves them as they were, and then notifies nothing through them.
CREATE OR REPLACE FUNCTION "patient_visits_sync"(pid integer) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (
    SELECT a."patient_id",
           max(a."appointment_date") FILTER (WHERE a."status"::text = 'Missed') AS "last_missed",
           max(a."appointment_date") FILTER (WHERE a."status" = 'Completed' OR tr."test_result_id" IS NOT NULL)
             AS "last_visit"
      FROM "appointments" a
      LEFT JOIN "test_results" tr ON tr."appointment_id" = a."appointment_id"
      WHERE a."patient_id" = pid
      GROUP BY a."patient_id"
  ), gone AS (
    DELETE FROM "patient_visits" v WHERE v."patient_id" = pid AND NOT EXISTS (SELECT 1 FROM fresh)
  )
  INSERT INTO "patient_visits" ("patient_id", "last_missed", "last_visit")
  SELECT "patient_id", "last_missed", "last_visit" FROM fresh
  ON CONFLICT ("patient_id") DO UPDATE SET "last_missed" = EXCLUDED."last_missed", "last_visit" = EXCLUDED."last_visit"
    WHERE ("patient_visits"."last_missed", "patient_visits"."last_visit")
      IS DISTINCT FROM (EXCLUDED."last_missed", EXCLUDED."last_visit");
$$;
--> statement-breakpoint
-- The visit dates are what the tracing list reads of the appointments besides their rows of the past: a change
-- notifies the topic and its part 'past', and only when a row did change.
-- A TRUNCATE trigger has no transition table: the query that reads one is only run by the others.
CREATE FUNCTION "notify_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('clinic_changes', 'topic:' || TG_ARGV[0]);
  PERFORM pg_notify('clinic_changes', 'topic:' || TG_ARGV[0] || '/' || TG_ARGV[1]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "patient_visits_topic_change" ON "patient_visits";--> statement-breakpoint
CREATE TRIGGER "patient_visits_insert_change" AFTER INSERT ON "patient_visits" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');--> statement-breakpoint
CREATE TRIGGER "patient_visits_update_change" AFTER UPDATE ON "patient_visits" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');--> statement-breakpoint
CREATE TRIGGER "patient_visits_delete_change" AFTER DELETE ON "patient_visits" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');--> statement-breakpoint
CREATE TRIGGER "patient_visits_truncate_change" AFTER TRUNCATE ON "patient_visits"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');
