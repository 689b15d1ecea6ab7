-- The whole clinic's indicators date a viral load by its specimen's collection, as a doctor's reads do
-- (apps/server/src/clinic/patient-facts.ts sampleDateSql): the copy of migration 0014 keeps the collection time.
ALTER TABLE "viral_load_samples" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "viral_load_samples_sync"(rid integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "viral_load_samples" WHERE "test_result_id" = rid;
  INSERT INTO "viral_load_samples" ("test_result_id", "patient_id", "appointment_date", "created_at",
                                    "collected_at", "numeric_value", "below_detection")
  SELECT tr."test_result_id", tr."patient_id", a."appointment_date", tr."created_at", sp."collected_at",
         tr."numeric_value", tr."below_detection"
    FROM "test_results" tr
    JOIN "appointments" a ON a."appointment_id" = tr."appointment_id"
    JOIN "test_types" tt ON tt."test_type_id" = tr."test_type_id"
    LEFT JOIN "specimens" sp ON sp."appointment_id" = tr."appointment_id"
    WHERE tr."test_result_id" = rid AND tt."kind" = 'viralLoad'
      AND (tr."numeric_value" IS NOT NULL OR tr."below_detection");
$$;
--> statement-breakpoint
-- A specimen marked, moved or removed re-dates the results of its appointment (old and new).
CREATE FUNCTION "viral_load_samples_track_specimen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "viral_load_samples_sync"(tr."test_result_id") FROM "test_results" tr
    WHERE tr."appointment_id" IN (
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."appointment_id" END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW."appointment_id" END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "specimens_viral_load_samples" AFTER INSERT OR DELETE OR UPDATE OF "appointment_id", "collected_at"
  ON "specimens" FOR EACH ROW EXECUTE FUNCTION "viral_load_samples_track_specimen"();
--> statement-breakpoint
UPDATE "viral_load_samples" v SET "collected_at" = sp."collected_at"
  FROM "test_results" tr JOIN "specimens" sp ON sp."appointment_id" = tr."appointment_id"
  WHERE tr."test_result_id" = v."test_result_id";
