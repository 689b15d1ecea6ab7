CREATE TABLE "specimen_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specimens" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"specimen_code" varchar(13) NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"collected_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specimens_specimen_code_unique" UNIQUE("specimen_code")
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "art_number" varchar(30);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "national_id" varchar(12);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "insurance_number" varchar(15);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "insurance_expiry" date;--> statement-breakpoint
ALTER TABLE "specimens" ADD CONSTRAINT "specimens_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specimens" ADD CONSTRAINT "specimens_collected_by_users_user_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_art_number_uq" ON "patients" USING btree (upper("art_number"));--> statement-breakpoint
-- A collected specimen is part of the results topic (packages/contract/src/topics.ts): the worklist shows the
-- specimens still waiting for their result.
CREATE TRIGGER "specimens_topic_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "specimens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_topic_change"('results');
