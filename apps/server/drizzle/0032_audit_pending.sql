-- The events of audited writes, committed with the write and moved into the chained access log by the next insert
-- there (src/audit/events.ts), so that no write's transaction holds migration 0012's chain lock until its commit.
CREATE TABLE "audit_pending" (
	"pending_id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer, "actor_role" "role", "patient_id" integer,
	"action" "audit_action" NOT NULL, "category" "audit_category" NOT NULL, "record_id" integer,
	"outcome" "audit_outcome" NOT NULL, "client_address" varchar(64), "request_id" varchar(64)
);
