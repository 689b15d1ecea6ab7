CREATE TABLE "arv_dispenses" (
	"treatment_id" integer NOT NULL,
	"refill_id" integer,
	"patient_id" integer NOT NULL,
	"dispense_date" date NOT NULL,
	"days" integer NOT NULL,
	"is_start" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viral_load_samples" (
	"test_result_id" integer PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"appointment_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"numeric_value" double precision,
	"below_detection" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "arv_dispenses_patient_idx" ON "arv_dispenses" USING btree ("patient_id","dispense_date","days","is_start");--> statement-breakpoint
CREATE INDEX "arv_dispenses_treatment_idx" ON "arv_dispenses" USING btree ("treatment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arv_dispenses_refill_idx" ON "arv_dispenses" USING btree ("refill_id");--> statement-breakpoint
CREATE INDEX "viral_load_samples_patient_idx" ON "viral_load_samples" USING btree ("patient_id");--> statement-breakpoint
-- Each copy is derived again from its sources for the one treatment (or result) a write touched, rather than
-- patched from the trigger's row: whichever table changed and in whatever order (a cascade, a move of a refill
-- to another treatment, a result given to another patient), the copy ends as the sources say.
-- The days of a start: retention.ts DAYS_DISPENSED_SQL.
CREATE FUNCTION "arv_dispenses_sync"(tid integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "arv_dispenses" WHERE "treatment_id" = tid;
  INSERT INTO "arv_dispenses" ("treatment_id", "refill_id", "patient_id", "dispense_date", "days", "is_start")
  SELECT t."treatment_id", NULL, tr."patient_id", t."start_date",
         coalesce(t."days_dispensed", CASE
           WHEN (t."end_date" - t."start_date") <= 45 THEN 30
           WHEN (t."end_date" - t."start_date") <= 75 THEN 60
           WHEN (t."end_date" - t."start_date") <= 135 THEN 90
           ELSE 180 END), true
    FROM "treatments" t JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id"
    WHERE t."treatment_id" = tid
  UNION ALL
  SELECT r."treatment_id", r."refill_id", tr."patient_id", r."dispense_date", r."days_dispensed", false
    FROM "refills" r
    JOIN "treatments" t ON t."treatment_id" = r."treatment_id"
    JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id"
    WHERE r."treatment_id" = tid;
$$;
--> statement-breakpoint
-- A row trigger that derives a copy again for the key the row had and, when it moved, for the key it has: the first
-- argument names the function that derives the copy of one key, the second the row's key column.
CREATE FUNCTION "copy_sync_row_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> TG_ARGV[1])::integer END;
  now_is integer := CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> TG_ARGV[1])::integer END;
BEGIN
  IF was IS NOT NULL THEN EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING was; END IF;
  IF now_is IS NOT NULL AND now_is IS DISTINCT FROM was THEN
    EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING now_is;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new refill is one row more (a bulk insert of refills stays one probe per row); any other change re-derives.
CREATE FUNCTION "arv_dispenses_track_refill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "arv_dispenses" ("treatment_id", "refill_id", "patient_id", "dispense_date", "days", "is_start")
    SELECT NEW."treatment_id", NEW."refill_id", tr."patient_id", NEW."dispense_date", NEW."days_dispensed", false
      FROM "treatments" t JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id"
      WHERE t."treatment_id" = NEW."treatment_id"
    ON CONFLICT ("refill_id") DO NOTHING;
    RETURN NULL;
  END IF;
  PERFORM "arv_dispenses_sync"(OLD."treatment_id");
  IF TG_OP = 'UPDATE' AND NEW."treatment_id" <> OLD."treatment_id" THEN
    PERFORM "arv_dispenses_sync"(NEW."treatment_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "viral_load_samples_sync"(rid integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "viral_load_samples" WHERE "test_result_id" = rid;
  INSERT INTO "viral_load_samples" ("test_result_id", "patient_id", "appointment_date", "created_at",
                                    "numeric_value", "below_detection")
  SELECT tr."test_result_id", tr."patient_id", a."appointment_date", tr."created_at", tr."numeric_value",
         tr."below_detection"
    FROM "test_results" tr
    JOIN "appointments" a ON a."appointment_id" = tr."appointment_id"
    JOIN "test_types" tt ON tt."test_type_id" = tr."test_type_id"
    WHERE tr."test_result_id" = rid AND tt."kind" = 'viralLoad'
      AND (tr."numeric_value" IS NOT NULL OR tr."below_detection");
$$;
--> statement-breakpoint
-- A result's patient also decides whose dispenses hang from it.
CREATE FUNCTION "indicator_inputs_track_result"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "viral_load_samples_sync"(OLD."test_result_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."test_result_id" <> OLD."test_result_id") THEN
    PERFORM "viral_load_samples_sync"(NEW."test_result_id");
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."patient_id" IS DISTINCT FROM OLD."patient_id" THEN
    PERFORM "arv_dispenses_sync"(t."treatment_id") FROM "treatments" t
      WHERE t."test_result_id" = NEW."test_result_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "viral_load_samples_track_appointment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "viral_load_samples_sync"(tr."test_result_id") FROM "test_results" tr
    WHERE tr."appointment_id" = NEW."appointment_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "viral_load_samples_track_test_type"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "viral_load_samples_sync"(tr."test_result_id") FROM "test_results" tr
    WHERE tr."test_type_id" = NEW."test_type_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "treatments_arv_dispenses" AFTER INSERT OR DELETE
  OR UPDATE OF "treatment_id", "test_result_id", "start_date", "end_date", "days_dispensed" ON "treatments"
  FOR EACH ROW EXECUTE FUNCTION "copy_sync_row_keys"('arv_dispenses_sync', 'treatment_id');
--> statement-breakpoint
CREATE TRIGGER "refills_arv_dispenses" AFTER INSERT OR DELETE
  OR UPDATE OF "refill_id", "treatment_id", "dispense_date", "days_dispensed" ON "refills"
  FOR EACH ROW EXECUTE FUNCTION "arv_dispenses_track_refill"();
--> statement-breakpoint
CREATE TRIGGER "test_results_indicator_inputs" AFTER INSERT OR DELETE
  OR UPDATE OF "test_result_id", "appointment_id", "patient_id", "test_type_id", "numeric_value", "below_detection",
    "created_at" ON "test_results"
  FOR EACH ROW EXECUTE FUNCTION "indicator_inputs_track_result"();
--> statement-breakpoint
CREATE TRIGGER "appointments_viral_load_samples" AFTER UPDATE OF "appointment_date" ON "appointments"
  FOR EACH ROW WHEN (NEW."appointment_date" IS DISTINCT FROM OLD."appointment_date")
  EXECUTE FUNCTION "viral_load_samples_track_appointment"();
--> statement-breakpoint
CREATE TRIGGER "test_types_viral_load_samples" AFTER UPDATE OF "kind" ON "test_types"
  FOR EACH ROW WHEN (NEW."kind" IS DISTINCT FROM OLD."kind")
  EXECUTE FUNCTION "viral_load_samples_track_test_type"();
--> statement-breakpoint
-- What the database holds already, copied once; the triggers keep it from here. One set-based statement each,
-- the same SELECTs as the sync functions above over every row: calling those once per treatment and result took
-- 46 s at 1,000,000 appointments, this a few seconds (test/indicator-inputs.test.ts checks the copies against their
-- sources).
INSERT INTO "arv_dispenses" ("treatment_id", "refill_id", "patient_id", "dispense_date", "days", "is_start")
SELECT t."treatment_id", NULL, tr."patient_id", t."start_date",
       coalesce(t."days_dispensed", CASE
         WHEN (t."end_date" - t."start_date") <= 45 THEN 30
         WHEN (t."end_date" - t."start_date") <= 75 THEN 60
         WHEN (t."end_date" - t."start_date") <= 135 THEN 90
         ELSE 180 END), true
  FROM "treatments" t JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id"
UNION ALL
SELECT r."treatment_id", r."refill_id", tr."patient_id", r."dispense_date", r."days_dispensed", false
  FROM "refills" r
  JOIN "treatments" t ON t."treatment_id" = r."treatment_id"
  JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id";
--> statement-breakpoint
INSERT INTO "viral_load_samples" ("test_result_id", "patient_id", "appointment_date", "created_at", "numeric_value",
                                  "below_detection")
SELECT tr."test_result_id", tr."patient_id", a."appointment_date", tr."created_at", tr."numeric_value",
       tr."below_detection"
  FROM "test_results" tr
  JOIN "appointments" a ON a."appointment_id" = tr."appointment_id"
  JOIN "test_types" tt ON tt."test_type_id" = tr."test_type_id"
  WHERE tt."kind" = 'viralLoad' AND (tr."numeric_value" IS NOT NULL OR tr."below_detection");
--> statement-breakpoint
-- Planned without statistics, the first reads would hash a million-row clinic's copies in 4 MB and spill to disk.
ANALYZE "arv_dispenses";
--> statement-breakpoint
ANALYZE "viral_load_samples";
