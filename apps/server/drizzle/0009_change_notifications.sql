-- Replicas keep answers in memory and learn from notifications when to drop them (src/db/change-feed.ts,
-- decisions/0013). A notification is transactional: it is sent when its transaction commits, never for a rolled-back
-- one, and PostgreSQL folds identical ones of a transaction into one. It replaces the version row of migration 0007,
-- which each reader had to query and each writer had to lock.
DROP TRIGGER "users_clinical_version" ON "users";--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'test_results', 'treatments', 'refills', 'tracing_outcomes',
    'eac_sessions', 'patient_weights', 'patients', 'test_types', 'arv_regimens', 'clinical_settings']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_clinical_version', t);
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION "data_version_bump"();--> statement-breakpoint
DROP TABLE "data_versions";--> statement-breakpoint
-- 'data': a table the kept reads show was written.
CREATE FUNCTION "notify_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clinic_changes', 'data');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One trigger, <table>_data_change, per statement on each table the kept reads depend on: the clinical reads, the
-- free doctors (schedules, doctors) and the appointment lists.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'test_results', 'treatments', 'refills', 'tracing_outcomes',
    'eac_sessions', 'patient_weights', 'patients', 'test_types', 'arv_regimens', 'clinical_settings', 'doctors',
    'doctor_schedules']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"()', t || '_data_change', t);
  END LOOP;
END
$$;--> statement-breakpoint
-- Of an account, only what the reads show: a login or a password change is not such a write. An account's deletion
-- reaches its patient or doctor row, whose trigger sends it.
CREATE TRIGGER "users_data_change" AFTER UPDATE OF "full_name", "phone_number", "date_of_birth", "gender", "is_active" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();--> statement-breakpoint
-- 'user:<id>': what the token check reads of an account changed (plugins/auth.ts).
CREATE FUNCTION "notify_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('clinic_changes', 'user:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('clinic_changes', 'user:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_account_change" AFTER UPDATE OF "role", "full_name", "is_active", "is_verified", "token_version" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_change"();--> statement-breakpoint
CREATE TRIGGER "patients_account_change" AFTER INSERT OR UPDATE OF "user_id" OR DELETE ON "patients"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_change"();--> statement-breakpoint
CREATE TRIGGER "doctors_account_change" AFTER INSERT OR UPDATE OF "user_id" OR DELETE ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_change"();--> statement-breakpoint
-- 'token:<jti>': a token revoked by a logout.
CREATE FUNCTION "notify_token_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clinic_changes', 'token:' || NEW.jti);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_change" AFTER INSERT ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_token_revoked"();
