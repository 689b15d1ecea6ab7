-- Failed logins are counted per account name, whether or not an account has it, and per client address
-- (src/accounts/login-throttle.ts): a lock no longer sits on the account's row, so an unknown name is locked
-- the same way. The counts of the old shape last minutes at most and are dropped with it.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_user_id_users_user_id_fk";--> statement-breakpoint
DROP INDEX "login_failures_user_idx";--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "failure_id";--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "failed_at";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "subject" varchar(120) PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_window_idx" ON "login_failures" USING btree ("window_started_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_locked_until";--> statement-breakpoint
-- When each token was last used (src/plugins/auth.ts): a session idle for SESSION_IDLE_TIMEOUT is refused on
-- every replica.
CREATE TABLE "session_activity" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_activity_expires_idx" ON "session_activity" USING btree ("expires_at");