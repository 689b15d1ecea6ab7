-- The copies' sync functions (migrations 0014, 0016, 0018, 0024, 0025 and 0029) in PL/pgSQL instead of SQL, with the
-- statements they have: PostgreSQL plans a SQL function's statements again on every call, while PL/pgSQL keeps their
-- plans for the session. Every booking and cancellation runs patient_visits_sync, whose planning was most of the
-- write's time (0.3-0.5 ms a call instead of 0.07, in a loop on 1,000,000 appointments). Each body is taken as it is
-- in the database, so that none is written twice.
DO $$
DECLARE
  f record;
  body text;
BEGIN
  FOR f IN SELECT p."proname", p."prosrc", pg_get_function_arguments(p."oid") AS "args"
             FROM pg_proc p JOIN pg_language l ON l."oid" = p."prolang"
             WHERE p."pronamespace" = 'public'::regnamespace AND l."lanname" = 'sql'
               AND p."proname" IN ('patient_visits_sync', 'patient_references_sync', 'patient_supplies_sync',
                                   'arv_dispenses_sync', 'viral_load_samples_sync') LOOP
    body := rtrim(f."prosrc", E' \n\t');
    IF right(body, 1) <> ';' THEN body := body || ';'; END IF;
    EXECUTE format('CREATE OR REPLACE FUNCTION %I(%s) RETURNS void LANGUAGE plpgsql AS %L',
      f."proname", f."args", E'BEGIN\n' || body || E'\nEND');
  END LOOP;
END
$$;
