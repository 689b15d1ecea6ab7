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
-- not queue behind each other for the length of their transactions, nor deadlock over it (decisions/0013).
CREATE CONSTRAINT TRIGGER "appointments_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "test_results_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "test_results"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "treatments_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "treatments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refills_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "refills"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tracing_outcomes_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "tracing_outcomes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "eac_sessions_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "eac_sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "patient_weights_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "patient_weights"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "patients_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "patients"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "test_types_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "test_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "arv_regimens_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "arv_regimens"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinical_settings_clinical_version" AFTER INSERT OR UPDATE OR DELETE ON "clinical_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
--> statement-breakpoint
-- Of an account, only what the clinical reads show: a login or a password change is no clinical write. An
-- account's deletion reaches its patient row, whose trigger bumps the version.
CREATE CONSTRAINT TRIGGER "users_clinical_version" AFTER UPDATE OF "full_name", "phone_number", "date_of_birth", "gender" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('clinical');
