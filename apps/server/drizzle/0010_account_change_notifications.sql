-- 'accounts': an account or its patient or doctor row was written, which the account lists show
-- (src/admin/account-lists.ts keeps their pages until then; decisions/0013).
CREATE FUNCTION "notify_accounts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clinic_changes', 'accounts');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_accounts_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_change"();--> statement-breakpoint
CREATE TRIGGER "patients_accounts_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "patients"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_change"();--> statement-breakpoint
CREATE TRIGGER "doctors_accounts_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_change"();
