CREATE TABLE "patient_courses" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"results" jsonb NOT NULL,
	"regimens" jsonb NOT NULL,
	"dispenses" jsonb NOT NULL
);
--> statement-breakpoint
-- Each patient's row is derived again from the sources for the patients a statement touched, whichever table it
-- wrote, as the copies of migrations 0014 and 0016 are. The kind is kept as text, which the course query compares
-- with kinds written as text.
CREATE FUNCTION "patient_courses_of"(pids integer[])
  RETURNS TABLE ("patient_id" integer, "results" jsonb, "regimens" jsonb, "dispenses" jsonb)
  LANGUAGE sql STABLE AS $$
  SELECT ids.p,
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'test_result_id', tr."test_result_id", 'test_type_id', tr."test_type_id", 'kind', tt."kind"::text,
        'appointment_date', a."appointment_date", 'created_at', tr."created_at",
        'collected_at', sp."collected_at", 'numeric_value', tr."numeric_value",
        'below_detection', tr."below_detection", 'result_value', tr."result_value",
        'is_anonymous', a."is_anonymous") ORDER BY tr."test_result_id"), '[]'::jsonb)
      FROM "test_results" tr
      JOIN "appointments" a ON a."appointment_id" = tr."appointment_id"
      LEFT JOIN "test_types" tt ON tt."test_type_id" = tr."test_type_id"
      LEFT JOIN "specimens" sp ON sp."appointment_id" = tr."appointment_id"
      WHERE tr."patient_id" = ids.p),
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'treatment_id', t."treatment_id", 'regimen_id', t."regimen_id", 'regimen_name', r."regimen_name",
        'start_date', t."start_date", 'end_date', t."end_date", 'switch_reason', t."switch_reason",
        'switch_reason_text', t."switch_reason_text", 'override_reason', t."override_reason",
        'is_anonymous', a."is_anonymous") ORDER BY t."start_date", t."treatment_id"), '[]'::jsonb)
      FROM "treatments" t
      JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id"
      JOIN "appointments" a ON a."appointment_id" = tr."appointment_id"
      JOIN "arv_regimens" r ON r."regimen_id" = t."regimen_id"
      WHERE tr."patient_id" = ids.p),
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'dispense_date', d."dispense_date", 'days', d."days", 'is_anonymous', a."is_anonymous")
        ORDER BY d."dispense_date" DESC, d."days" DESC), '[]'::jsonb)
      FROM "arv_dispenses" d
      JOIN "treatments" t ON t."treatment_id" = d."treatment_id"
      JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id"
      JOIN "appointments" a ON a."appointment_id" = tr."appointment_id"
      WHERE d."patient_id" = ids.p)
  FROM (SELECT DISTINCT p FROM unnest(pids) p WHERE p IS NOT NULL) ids;
$$;
--> statement-breakpoint
-- The patients' rows are locked, in the order of their ids, before the sources are read: a second transaction
-- deriving the same patient waits for the first to commit, and its next statement then reads what the first
-- wrote; without the lock, each could write a row that lacks the other's change. Row locks rather than advisory
-- ones: a laboratory's import touches thousands of patients in one transaction, more than the shared lock table
-- holds. Every patient ever derived keeps a row, empty or not, so that there is always one to lock.
CREATE FUNCTION "patient_courses_sync"(pids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Without a patient (an appointment with no result moved), no statement: the copy's table would notify its topic.
  IF coalesce(cardinality(array_remove(pids, NULL)), 0) = 0 THEN RETURN; END IF;
  INSERT INTO "patient_courses" ("patient_id", "results", "regimens", "dispenses")
    SELECT DISTINCT p, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb FROM unnest(pids) p WHERE p IS NOT NULL
    ON CONFLICT ("patient_id") DO NOTHING;
  PERFORM 1 FROM "patient_courses" WHERE "patient_id" = ANY (pids) ORDER BY "patient_id" FOR UPDATE;
  UPDATE "patient_courses" c
    SET "results" = f."results", "regimens" = f."regimens", "dispenses" = f."dispenses"
    FROM "patient_courses_of"(pids) f
    WHERE c."patient_id" = f."patient_id";
END
$$;
--> statement-breakpoint
-- The patients whose rows to derive again, by how the trigger's rows lead to them (TG_ARGV[0]):
--   patient: a statement's rows, by their own patient_id (test_results, arv_dispenses);
--   result: a statement's rows, by their result's patient (treatments);
--   appointment: a row's appointment, old and new, by its results' patients (an appointment moved to another day
--     or made (non-)anonymous, a specimen marked, moved or removed);
--   test_type, regimen: the patients with a result of the test type or a treatment of the regimen whose kind or
--     name changed.
-- A statement is derived once for every patient it touched, whether a result is entered by hand or 500 arrive in
-- one statement of a laboratory's import.
CREATE FUNCTION "patient_courses_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pids integer[] := '{}';
BEGIN
  CASE TG_ARGV[0]
  WHEN 'patient' THEN
    IF TG_OP <> 'INSERT' THEN pids := pids || array(SELECT o."patient_id" FROM old_rows o); END IF;
    IF TG_OP <> 'DELETE' THEN pids := pids || array(SELECT n."patient_id" FROM new_rows n); END IF;
  WHEN 'result' THEN
    IF TG_OP <> 'INSERT' THEN
      pids := pids || array(SELECT tr."patient_id" FROM old_rows o
        JOIN "test_results" tr ON tr."test_result_id" = o."test_result_id");
    END IF;
    IF TG_OP <> 'DELETE' THEN
      pids := pids || array(SELECT tr."patient_id" FROM new_rows n
        JOIN "test_results" tr ON tr."test_result_id" = n."test_result_id");
    END IF;
  WHEN 'appointment' THEN
    pids := array(SELECT tr."patient_id" FROM "test_results" tr
      WHERE tr."appointment_id" IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD."appointment_id" END,
        CASE WHEN TG_OP <> 'DELETE' THEN NEW."appointment_id" END));
  WHEN 'test_type' THEN
    pids := array(SELECT DISTINCT tr."patient_id" FROM "test_results" tr
      WHERE tr."test_type_id" = NEW."test_type_id");
  ELSE
    pids := array(SELECT DISTINCT tr."patient_id" FROM "treatments" t
      JOIN "test_results" tr ON tr."test_result_id" = t."test_result_id"
      WHERE t."regimen_id" = NEW."regimen_id");
  END CASE;
  PERFORM "patient_courses_sync"(pids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Three statement triggers per table, one per event: a trigger with transition tables fires on one event only.
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES ('test_results', 'patient'), ('arv_dispenses', 'patient'),
                                      ('treatments', 'result')) v ("name", "via") LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "patient_courses_track"(%L)',
      source."name" || '_courses_insert', source."name", source."via");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "patient_courses_track"(%L)',
      source."name" || '_courses_update', source."name", source."via");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "patient_courses_track"(%L)',
      source."name" || '_courses_delete', source."name", source."via");
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_courses" AFTER UPDATE OF "appointment_date", "is_anonymous" ON "appointments"
  FOR EACH ROW WHEN (OLD."appointment_date" IS DISTINCT FROM NEW."appointment_date"
    OR OLD."is_anonymous" IS DISTINCT FROM NEW."is_anonymous")
  EXECUTE FUNCTION "patient_courses_track"('appointment');--> statement-breakpoint
CREATE TRIGGER "specimens_courses" AFTER INSERT OR DELETE OR UPDATE OF "appointment_id", "collected_at" ON "specimens"
  FOR EACH ROW EXECUTE FUNCTION "patient_courses_track"('appointment');--> statement-breakpoint
CREATE TRIGGER "test_types_courses" AFTER UPDATE OF "kind" ON "test_types"
  FOR EACH ROW WHEN (OLD."kind" IS DISTINCT FROM NEW."kind")
  EXECUTE FUNCTION "patient_courses_track"('test_type');--> statement-breakpoint
CREATE TRIGGER "arv_regimens_courses" AFTER UPDATE OF "regimen_name" ON "arv_regimens"
  FOR EACH ROW WHEN (OLD."regimen_name" IS DISTINCT FROM NEW."regimen_name")
  EXECUTE FUNCTION "patient_courses_track"('regimen');--> statement-breakpoint
-- Like every table a kept read reads (migrations 0013 and 0015), it notifies the topic of its sources.
CREATE TRIGGER "patient_courses_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "patient_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('results');--> statement-breakpoint
-- What the database holds already, derived once by the same function; the triggers keep it from here.
INSERT INTO "patient_courses" SELECT * FROM "patient_courses_of"(array(SELECT "patient_id" FROM "patients"));--> statement-breakpoint
ANALYZE "patient_courses";
