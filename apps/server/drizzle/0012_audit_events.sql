-- The access log of patients' health and identity data (src/audit/). Each row is numbered and hashed as it is
-- inserted, over its own fields and the previous row's hash, under a lock that puts the inserts in one order; the
-- table refuses UPDATE, DELETE and TRUNCATE. A row changed or removed with the triggers switched off breaks the
-- chain, which audit_chain_breaks() reports (npm run audit:check).
CREATE TYPE "public"."audit_action" AS ENUM('read', 'create', 'update', 'delete', 'export');--> statement-breakpoint
CREATE TYPE "public"."audit_category" AS ENUM('profile', 'appointment', 'result', 'treatment', 'clinicalSummary', 'tracing');--> statement-breakpoint
CREATE TYPE "public"."audit_outcome" AS ENUM('allowed', 'refused');--> statement-breakpoint
CREATE TABLE "audit_alerts" (
	"alert_id" serial PRIMARY KEY NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer NOT NULL,
	"patient_count" integer NOT NULL,
	"window_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor_user_id" integer,
	"actor_role" "role",
	"patient_id" integer,
	"action" "audit_action" NOT NULL,
	"category" "audit_category" NOT NULL,
	"record_id" integer,
	"outcome" "audit_outcome" NOT NULL,
	"client_address" varchar(64),
	"request_id" varchar(64),
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "closure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_alerts_actor_idx" ON "audit_alerts" USING btree ("actor_user_id","raised_at");--> statement-breakpoint
CREATE INDEX "audit_events_patient_idx" ON "audit_events" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- The text a row's hash is taken over: every field, NULL as an empty string, separated by '|'.
CREATE FUNCTION "audit_event_digest"(e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', e.event_id, e.prev_hash,
    to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), coalesce(e.actor_user_id::text, ''),
    coalesce(e.actor_role::text, ''), coalesce(e.patient_id::text, ''), e.action::text, e.category::text,
    coalesce(e.record_id::text, ''), e.outcome::text, coalesce(e.client_address, ''),
    coalesce(e.request_id, '')), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The lock is held until the inserting transaction ends, so the next insert reads this row as the last one. Every
-- statement of a READ COMMITTED transaction sees what committed before it began: the chain stays one line.
CREATE FUNCTION "audit_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_events_chain'));
  SELECT a.event_id, a.hash INTO last_id, last_hash FROM audit_events a ORDER BY a.event_id DESC LIMIT 1;
  NEW.event_id := coalesce(last_id, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.at := date_trunc('milliseconds', clock_timestamp());
  NEW.hash := audit_event_digest(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
-- The rows where the chain is broken, in chain order: a hash that does not match the row ('hash'), a previous hash
-- that is not the previous row's ('link'), a number that does not follow the previous one ('gap').
CREATE FUNCTION "audit_chain_breaks"() RETURNS TABLE("event_id" bigint, "problem" text) LANGUAGE sql STABLE AS $$
  SELECT c.event_id, c.problem FROM (
    SELECT e.event_id,
      CASE
        WHEN e.hash IS DISTINCT FROM audit_event_digest(e) THEN 'hash'
        WHEN e.prev_hash IS DISTINCT FROM coalesce(lag(e.hash) OVER w, repeat('0', 64)) THEN 'link'
        WHEN e.event_id <> coalesce(lag(e.event_id) OVER w, 0) + 1 THEN 'gap'
      END AS problem
    FROM audit_events e
    WINDOW w AS (ORDER BY e.event_id)
  ) c WHERE c.problem IS NOT NULL ORDER BY c.event_id
$$;
