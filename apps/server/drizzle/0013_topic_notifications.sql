-- Per topic instead of one 'data' for every kept read (decisions/0013): a write notifies 'topic:<name>' for the
-- contract's topic of its table (packages/contract/src/topics.ts, TOPIC_TABLES), and a kept answer is dropped only by
-- the topics its endpoint reads. Every table of a topic that a kept read reads has the trigger, and no other
-- (test/topic-notifications.test.ts checks this list against TOPIC_TABLES and the kept endpoints). The per-account
-- 'user:<id>' and 'token:<jti>' triggers of migration 0009 stay as they are.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'test_results', 'treatments', 'refills', 'tracing_outcomes',
    'eac_sessions', 'patient_weights', 'patients', 'test_types', 'arv_regimens', 'clinical_settings', 'doctors',
    'doctor_schedules', 'users']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_data_change', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['users', 'patients', 'doctors']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_accounts_change', t);
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION "notify_data_change"();--> statement-breakpoint
DROP FUNCTION "notify_accounts_change"();--> statement-breakpoint
-- The topic is the trigger's argument: one function for every table.
CREATE FUNCTION "notify_topic_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clinic_changes', 'topic:' || TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One trigger, <table>_topic_change, per statement on each table of the topics the kept reads read: appointments,
-- schedules, results, treatments, dispensing, followUp, patients, accounts, masterData and settings.
DO $$
DECLARE
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[
    ['appointments', 'appointments'],
    ['doctor_schedules', 'schedules'],
    ['test_results', 'results'],
    ['treatments', 'treatments'],
    ['refills', 'dispensing'],
    ['tracing_outcomes', 'followUp'],
    ['eac_sessions', 'followUp'],
    ['patients', 'patients'],
    ['patient_weights', 'patients'],
    ['doctors', 'accounts'],
    ['account_counts', 'accounts'],
    ['arv_components', 'masterData'],
    ['arv_regimens', 'masterData'],
    ['test_types', 'masterData'],
    ['clinical_settings', 'settings']]
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"(%L)', pair[1] || '_topic_change', pair[1], pair[2]);
  END LOOP;
END
$$;--> statement-breakpoint
-- Of an account, only what the kept reads show (the names and state the clinical reads and the free doctors show,
-- and the profile the account lists show): a login, a lockout or a password change is not such a write.
CREATE TRIGGER "users_topic_change" AFTER INSERT OR UPDATE OF "user_id", "username", "email", "role", "full_name",
  "phone_number", "date_of_birth", "gender", "address", "avatar", "is_active", "is_verified", "pending_email"
  OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('accounts');
