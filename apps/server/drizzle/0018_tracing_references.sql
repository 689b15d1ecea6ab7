CREATE TABLE "patient_references" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"run_out" date,
	"last_missed" date,
	"last_contact" date,
	"reference" date GENERATED ALWAYS AS (greatest("run_out", "last_missed")) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "patient_references_uncontacted_idx" ON "patient_references" USING btree ("reference") WHERE "last_contact" is null or "last_contact" < "reference";--> statement-breakpoint
-- As the copies of migrations 0014 and 0016, a patient's row is derived again from its sources (here those copies)
-- on every write that touches them, and written only when it changes. The dates read back the latestDispense
-- number of retention.ts: its day is the dispense, its day plus its days dispensed the run-out.
CREATE FUNCTION "patient_references_sync"(pid integer) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (
    SELECT p."patient_id",
           date '0001-01-01' + s."latest" / 1000 + s."latest" % 1000 AS "run_out",
           v."last_missed",
           greatest(v."last_visit", date '0001-01-01' + s."latest" / 1000) AS "last_contact"
      FROM (SELECT pid AS "patient_id") p
      LEFT JOIN "patient_visits" v ON v."patient_id" = p."patient_id"
      LEFT JOIN "patient_supplies" s ON s."patient_id" = p."patient_id"
      WHERE s."latest" IS NOT NULL OR v."last_missed" IS NOT NULL
  ), gone AS (
    DELETE FROM "patient_references" r WHERE r."patient_id" = pid AND NOT EXISTS (SELECT 1 FROM fresh)
  )
  INSERT INTO "patient_references" ("patient_id", "run_out", "last_missed", "last_contact")
  SELECT "patient_id", "run_out", "last_missed", "last_contact" FROM fresh
  ON CONFLICT ("patient_id") DO UPDATE SET "run_out" = EXCLUDED."run_out", "last_missed" = EXCLUDED."last_missed",
      "last_contact" = EXCLUDED."last_contact"
    WHERE ("patient_references"."run_out", "patient_references"."last_missed", "patient_references"."last_contact")
      IS DISTINCT FROM (EXCLUDED."run_out", EXCLUDED."last_missed", EXCLUDED."last_contact");
$$;
--> statement-breakpoint
CREATE TRIGGER "patient_visits_patient_references" AFTER INSERT OR DELETE OR UPDATE ON "patient_visits"
  FOR EACH ROW EXECUTE FUNCTION "copy_sync_row_keys"('patient_references_sync', 'patient_id');
--> statement-breakpoint
CREATE TRIGGER "patient_supplies_patient_references" AFTER INSERT OR DELETE OR UPDATE ON "patient_supplies"
  FOR EACH ROW EXECUTE FUNCTION "copy_sync_row_keys"('patient_references_sync', 'patient_id');
--> statement-breakpoint
-- Read with the visit dates by the tracing list, it notifies as they do (migration 0017): the appointments and
-- their part 'past', only when a row did change.
CREATE TRIGGER "patient_references_insert_change" AFTER INSERT ON "patient_references"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');--> statement-breakpoint
CREATE TRIGGER "patient_references_update_change" AFTER UPDATE ON "patient_references"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');--> statement-breakpoint
CREATE TRIGGER "patient_references_delete_change" AFTER DELETE ON "patient_references"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');--> statement-breakpoint
CREATE TRIGGER "patient_references_truncate_change" AFTER TRUNCATE ON "patient_references"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_rows"('appointments', 'past');--> statement-breakpoint
-- What the copies hold already, derived once by the same function; the triggers keep it from here.
SELECT "patient_references_sync"("patient_id")
  FROM (SELECT "patient_id" FROM "patient_visits" UNION SELECT "patient_id" FROM "patient_supplies") p;
--> statement-breakpoint
ANALYZE "patient_references";
