-- The whole clinic's tracing list (clinic/retention.ts clinicSourcesCtes) reads the day of each patient's latest
-- dispense beside its run-out instead of joining every patient's supply again.
ALTER TABLE "patient_references" ADD COLUMN "dispensed" date;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "patient_references_sync"(pid integer) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (
    SELECT p."patient_id",
           date '0001-01-01' + s."latest" / 1000 + s."latest" % 1000 AS "run_out",
           date '0001-01-01' + s."latest" / 1000 AS "dispensed",
           v."last_missed",
           greatest(v."last_visit", date '0001-01-01' + s."latest" / 1000) AS "last_contact"
      FROM (SELECT pid AS "patient_id") p
      LEFT JOIN "patient_visits" v ON v."patient_id" = p."patient_id"
      LEFT JOIN "patient_supplies" s ON s."patient_id" = p."patient_id"
      WHERE s."latest" IS NOT NULL OR v."last_missed" IS NOT NULL
  ), gone AS (
    DELETE FROM "patient_references" r WHERE r."patient_id" = pid AND NOT EXISTS (SELECT 1 FROM fresh)
  )
  INSERT INTO "patient_references" ("patient_id", "run_out", "dispensed", "last_missed", "last_contact")
  SELECT "patient_id", "run_out", "dispensed", "last_missed", "last_contact" FROM fresh
  ON CONFLICT ("patient_id") DO UPDATE SET "run_out" = EXCLUDED."run_out", "dispensed" = EXCLUDED."dispensed",
      "last_missed" = EXCLUDED."last_missed", "last_contact" = EXCLUDED."last_contact"
    WHERE ("patient_references"."run_out", "patient_references"."dispensed", "patient_references"."last_missed",
           "patient_references"."last_contact")
      IS DISTINCT FROM (EXCLUDED."run_out", EXCLUDED."dispensed", EXCLUDED."last_missed", EXCLUDED."last_contact");
$$;
--> statement-breakpoint
UPDATE "patient_references" r SET "dispensed" = date '0001-01-01' + s."latest" / 1000
  FROM "patient_supplies" s WHERE s."patient_id" = r."patient_id";
--> statement-breakpoint
-- The same list works out again from their own rows the few patients with a visit, a missed appointment or a
-- dispense after its day; these indexes find them without reading every patient's row.
CREATE INDEX "patient_supplies_latest_idx" ON "patient_supplies" USING btree ("latest");--> statement-breakpoint
CREATE INDEX "patient_visits_last_missed_idx" ON "patient_visits" USING btree ("last_missed");--> statement-breakpoint
CREATE INDEX "patient_visits_last_visit_idx" ON "patient_visits" USING btree ("last_visit");--> statement-breakpoint
ANALYZE "patient_references";
