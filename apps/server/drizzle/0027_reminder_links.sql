-- The two-way link of appointment reminders (apps/server/src/messaging/reminder-link.ts) and what patients answer
-- through it, which the doctor's agenda shows: a write to the answers is a write to the appointments topic.
CREATE TABLE "appointment_responses" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"response" varchar(10) NOT NULL,
	"responded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_responses" ADD CONSTRAINT "appointment_responses_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_links" ADD CONSTRAINT "reminder_links_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "appointment_responses_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appointment_responses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('appointments');
