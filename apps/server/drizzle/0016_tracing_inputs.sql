CREATE TABLE "patient_visits" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"last_missed" date,
	"last_visit" date
);
--> statement-breakpoint
CREATE TABLE "patient_supplies" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"latest" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointments_pending_date_idx" ON "appointments" USING btree ("appointment_date") WHERE "appointments"."status" in ('Scheduled', 'Confirmed');--> statement-breakpoint
-- As in migration 0014, a patient's row is derived again from the sources on every write that touches them, so
-- that no order of writes (a cascade, a move to another patient or appointment) leaves it behind. The dates are
-- those of retention.ts's tracing list over every appointment, whatever its day: the list reads them only while
-- none is after its day, and works the few others out from the appointments.
-- The status is compared as text: on a new database every migration runs in one transaction, and the enum value
-- Missed, added by an earlier one, may not be used as a value before it commits.
CREATE FUNCTION "patient_visits_sync"(pid integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "patient_visits" WHERE "patient_id" = pid;
  INSERT INTO "patient_visits" ("patient_id", "last_missed", "last_visit")
  SELECT a."patient_id",
         max(a."appointment_date") FILTER (WHERE a."status"::text = 'Missed'),
         max(a."appointment_date") FILTER (WHERE a."status" = 'Completed' OR tr."test_result_id" IS NOT NULL)
    FROM "appointments" a
    LEFT JOIN "test_results" tr ON tr."appointment_id" = a."appointment_id"
    WHERE a."patient_id" = pid
    GROUP BY a."patient_id";
$$;
--> statement-breakpoint
-- A result makes its appointment a visit: the appointment's patient, not the result's, is the one who came.
CREATE FUNCTION "patient_visits_track_result"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "patient_visits_sync"(a."patient_id") FROM "appointments" a
      WHERE a."appointment_id" = OLD."appointment_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."appointment_id" <> OLD."appointment_id") THEN
    PERFORM "patient_visits_sync"(a."patient_id") FROM "appointments" a
      WHERE a."appointment_id" = NEW."appointment_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The latest dispense as retention.ts's latestDispense numbers it (day × 1000 + days), over every dispense whatever
-- its day, read from migration 0014's copy so that it follows treatments, refills and results alike.
CREATE FUNCTION "patient_supplies_sync"(pid integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "patient_supplies" WHERE "patient_id" = pid;
  INSERT INTO "patient_supplies" ("patient_id", "latest")
  SELECT "patient_id", max(("dispense_date" - date '0001-01-01') * 1000 + "days")
    FROM "arv_dispenses" WHERE "patient_id" = pid
    GROUP BY "patient_id";
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_patient_visits" AFTER INSERT OR DELETE
  OR UPDATE OF "appointment_id", "patient_id", "appointment_date", "status" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "copy_sync_row_keys"('patient_visits_sync', 'patient_id');
--> statement-breakpoint
CREATE TRIGGER "test_results_patient_visits" AFTER INSERT OR DELETE OR UPDATE OF "appointment_id" ON "test_results"
  FOR EACH ROW EXECUTE FUNCTION "patient_visits_track_result"();
--> statement-breakpoint
CREATE TRIGGER "arv_dispenses_patient_supplies" AFTER INSERT OR DELETE OR UPDATE ON "arv_dispenses"
  FOR EACH ROW EXECUTE FUNCTION "copy_sync_row_keys"('patient_supplies_sync', 'patient_id');
--> statement-breakpoint
-- Like every table a kept read reads (migrations 0013 and 0015), each notifies the topic of its sources.
CREATE TRIGGER "patient_visits_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "patient_visits"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('appointments');--> statement-breakpoint
CREATE TRIGGER "patient_supplies_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "patient_supplies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('dispensing');--> statement-breakpoint
-- What the database holds already, derived once by the same functions; the triggers keep it from here.
SELECT "patient_visits_sync"("patient_id") FROM (SELECT DISTINCT "patient_id" FROM "appointments") p;
--> statement-breakpoint
SELECT "patient_supplies_sync"("patient_id") FROM (SELECT DISTINCT "patient_id" FROM "arv_dispenses") p;
--> statement-breakpoint
-- Statistics now rather than at autovacuum's next pass: without them the planner misjudges the copies' sizes and
-- the whole clinic's tracing list took several times longer on the benchmark database.
ANALYZE "patient_visits";--> statement-breakpoint
ANALYZE "patient_supplies";
