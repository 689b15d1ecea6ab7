-- A collected specimen means the patient came (apps/server/src/lab/specimens.ts): its appointment is a visit for the
-- tracing list as a result makes it one, as soon as the specimen is marked, not only once its result is in.
CREATE OR REPLACE FUNCTION "patient_visits_sync"(pid integer) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (
    SELECT a."patient_id",
           max(a."appointment_date") FILTER (WHERE a."status"::text = 'Missed') AS "last_missed",
           max(a."appointment_date") FILTER (WHERE a."status" = 'Completed' OR tr."test_result_id" IS NOT NULL
             OR sp."appointment_id" IS NOT NULL) AS "last_visit"
      FROM "appointments" a
      LEFT JOIN "test_results" tr ON tr."appointment_id" = a."appointment_id"
      LEFT JOIN "specimens" sp ON sp."appointment_id" = a."appointment_id"
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
-- A specimen names its appointment as a result does: the same function follows it.
CREATE TRIGGER "specimens_patient_visits" AFTER INSERT OR DELETE OR UPDATE OF "appointment_id" ON "specimens"
  FOR EACH ROW EXECUTE FUNCTION "patient_visits_track_result"();
