CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointments_doctor_patient_idx" ON "appointments" USING btree ("doctor_id","patient_id") WHERE not "appointments"."is_anonymous";
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('clinical');
--> statement-breakpoint
-- Bumps the version named by the trigger's argument once per transaction however many rows it wrote: the first
-- call marks the transaction in a transaction-local setting, and later calls see the mark.
CREATE FUNCTION "data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('clinic.bumped_' || TG_ARGV[0], true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('clinic.bumped_' || TG_ARGV[0], 'on', true);
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: a writer locks the version row last and holds it only while it commits, so writers do
-- not queue behind each other for the length of their transactions, nor deadlock over it (decisions/0012).
-- One trigger, <table>_clinical_version, on each table the clinical reads depend on.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'test_results', 'treatments', 'refills', 'tracing_outcomes',
    'eac_sessions', 'patient_weights', 'patients', 'test_types', 'arv_regimens', 'clinical_settings']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"(''clinical'')',
      t || '_clinical_version', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Of an account, only what the clinical reads show: a login or a password change is no clinical write. An
-- account's deletion reaches its patient row, whose trigger bumps the version.
CREATE CONSTRAINT TRIGGER "users_clinical_version" AFTER UPDATE OF "full_name", "phone_number", "date_of_birth", "gender" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
