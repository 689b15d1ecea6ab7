CREATE TABLE "patient_viral_loads" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"sample_days" integer[] NOT NULL,
	"numeric_values" double precision[] NOT NULL,
	"below_detection" boolean[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_supplies" ADD COLUMN "dispensed" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_supplies" ADD COLUMN "first_start" date;--> statement-breakpoint
-- Each patient's every dispense, numbered as the latest is (retention.ts latestDispense), smallest first, and the day
-- of their first treatment start: the whole clinic's indicators take the latest dispense on or before a day by a
-- binary search in the patient's row (width_bucket) instead of grouping every dispense of the clinic. The row is
-- changed in place rather than deleted and inserted again, so that it stays where it is, near the rows of the
-- patients with the ids beside it, and the indicators read them in the order of their ids (fillfactor below). As
-- migration 0033 does, a patient's row is made (with a stand-in latest) and locked before the dispenses are read: a
-- second transaction deriving the same patient waits for the first to commit and then reads what it wrote.
CREATE OR REPLACE FUNCTION "patient_supplies_sync"(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  numbers integer[];
  first_day date;
BEGIN
  INSERT INTO "patient_supplies" ("patient_id", "latest") VALUES (pid, 0) ON CONFLICT ("patient_id") DO NOTHING;
  PERFORM 1 FROM "patient_supplies" WHERE "patient_id" = pid FOR UPDATE;
  SELECT array_agg(d."number" ORDER BY d."number"), min(d."dispense_date") FILTER (WHERE d."is_start")
    INTO numbers, first_day
    FROM (SELECT ("dispense_date" - date '0001-01-01') * 1000 + "days" AS "number", "dispense_date", "is_start"
            FROM "arv_dispenses" WHERE "patient_id" = pid) d;
  IF numbers IS NULL THEN
    DELETE FROM "patient_supplies" WHERE "patient_id" = pid;
  ELSE
    UPDATE "patient_supplies" s
      SET "latest" = numbers[cardinality(numbers)], "dispensed" = numbers, "first_start" = first_day
      WHERE s."patient_id" = pid
        AND (s."latest", s."dispensed", s."first_start")
          IS DISTINCT FROM (numbers[cardinality(numbers)], numbers, first_day);
  END IF;
END
$$;
--> statement-breakpoint
ALTER TABLE "patient_supplies" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "patient_viral_loads" SET (fillfactor = 80);--> statement-breakpoint
-- The tracing list's references follow the latest dispense alone, not the others now kept beside it: a change that
-- leaves the latest as it was (an earlier dispense added or removed) derives them no more.
DROP TRIGGER "patient_supplies_patient_references" ON "patient_supplies";--> statement-breakpoint
CREATE TRIGGER "patient_supplies_patient_references" AFTER INSERT OR DELETE ON "patient_supplies"
  FOR EACH ROW EXECUTE FUNCTION "copy_sync_row_keys"('patient_references_sync', 'patient_id');--> statement-breakpoint
CREATE TRIGGER "patient_supplies_patient_references_moved" AFTER UPDATE ON "patient_supplies"
  FOR EACH ROW WHEN (OLD."latest" IS DISTINCT FROM NEW."latest" OR OLD."patient_id" IS DISTINCT FROM NEW."patient_id")
  EXECUTE FUNCTION "copy_sync_row_keys"('patient_references_sync', 'patient_id');
--> statement-breakpoint
-- A patient's viral loads in the order clinic/indicators.ts latestViralLoadCte takes them, the latest last: by sample
-- day (the collection's, else the appointment's or the recording day if earlier), dated in the clinic's default time
-- zone (VIRAL_LOAD_DAYS_ZONE there, which reads the samples themselves in any other zone); on one day a value above
-- detection after one below it, and the higher value last. As migration 0033 does, the patient's row is made and
-- locked before the samples are read: a second transaction deriving the same patient waits for the first to commit
-- and then reads what it wrote, so neither can write a row that lacks the other's sample. A patient whose samples
-- are all gone keeps a row with empty arrays.
CREATE FUNCTION "patient_viral_loads_sync"(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_viral_loads" ("patient_id", "sample_days", "numeric_values", "below_detection")
    VALUES (pid, '{}', '{}', '{}') ON CONFLICT ("patient_id") DO NOTHING;
  PERFORM 1 FROM "patient_viral_loads" WHERE "patient_id" = pid FOR UPDATE;
  UPDATE "patient_viral_loads" v
    SET "sample_days" = s."sample_days", "numeric_values" = s."numeric_values",
        "below_detection" = s."below_detection"
    FROM (SELECT coalesce(array_agg(o."day" ORDER BY o."day", o."below_detection" DESC, o."numeric_value" NULLS FIRST), '{}') AS "sample_days",
                 coalesce(array_agg(o."numeric_value" ORDER BY o."day", o."below_detection" DESC, o."numeric_value" NULLS FIRST), '{}') AS "numeric_values",
                 coalesce(array_agg(o."below_detection" ORDER BY o."day", o."below_detection" DESC, o."numeric_value" NULLS FIRST), '{}') AS "below_detection"
            FROM (SELECT coalesce(("collected_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date,
                           least("appointment_date", ("created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date))
                           - date '0001-01-01' AS "day",
                         "numeric_value", "below_detection"
                    FROM "viral_load_samples" WHERE "patient_id" = pid) o) s
    WHERE v."patient_id" = pid;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "viral_load_samples_patient_viral_loads" AFTER INSERT OR DELETE OR UPDATE ON "viral_load_samples"
  FOR EACH ROW EXECUTE FUNCTION "copy_sync_row_keys"('patient_viral_loads_sync', 'patient_id');
--> statement-breakpoint
-- Like every table a kept read reads (migrations 0013 and 0015), it notifies the topic of its sources.
CREATE TRIGGER "patient_viral_loads_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "patient_viral_loads"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('results');--> statement-breakpoint
-- What the database holds already, derived once by the same functions; the triggers keep it from here. Each table
-- is then written again in the order of the patients' ids, which the changes in place keep.
SELECT "patient_supplies_sync"("patient_id") FROM (SELECT DISTINCT "patient_id" FROM "arv_dispenses") p;
--> statement-breakpoint
SELECT "patient_viral_loads_sync"("patient_id") FROM (SELECT DISTINCT "patient_id" FROM "viral_load_samples") p;
--> statement-breakpoint
CLUSTER "patient_supplies" USING "patient_supplies_pkey";--> statement-breakpoint
CLUSTER "patient_viral_loads" USING "patient_viral_loads_pkey";--> statement-breakpoint
ANALYZE "patient_supplies";--> statement-breakpoint
ANALYZE "patient_viral_loads";
