CREATE TYPE "public"."tracing_outcome" AS ENUM('reached', 'notReached', 'returned', 'transferredOut', 'died', 'refused');--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'Missed';--> statement-breakpoint
CREATE TABLE "refills" (
	"refill_id" serial PRIMARY KEY NOT NULL,
	"treatment_id" integer NOT NULL,
	"dispense_date" date NOT NULL,
	"days_dispensed" smallint NOT NULL,
	"created_by_doctor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refills_days_dispensed_ck" CHECK ("refills"."days_dispensed" in (30, 60, 90, 180))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "tracing_outcomes" (
	"tracing_outcome_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"date" date NOT NULL,
	"outcome" "tracing_outcome" NOT NULL,
	"notes" text,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "remind_appointments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "remind_refills" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "remind_missed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "days_dispensed" smallint;--> statement-breakpoint
ALTER TABLE "refills" ADD CONSTRAINT "refills_treatment_id_treatments_treatment_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("treatment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refills" ADD CONSTRAINT "refills_created_by_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("created_by_doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracing_outcomes" ADD CONSTRAINT "tracing_outcomes_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracing_outcomes" ADD CONSTRAINT "tracing_outcomes_recorded_by_user_id_users_user_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refills_treatment_idx" ON "refills" USING btree ("treatment_id","dispense_date");--> statement-breakpoint
CREATE INDEX "tracing_outcomes_patient_idx" ON "tracing_outcomes" USING btree ("patient_id","date");--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_days_dispensed_ck" CHECK ("treatments"."days_dispensed" is null or "treatments"."days_dispensed" in (30, 60, 90, 180));