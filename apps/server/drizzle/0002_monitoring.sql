CREATE TYPE "public"."test_type_kind" AS ENUM('viralLoad', 'cd4', 'creatinine', 'crag', 'other');--> statement-breakpoint
CREATE TABLE "clinical_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_settings_single_ck" CHECK ("clinical_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "eac_sessions" (
	"eac_session_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "art_start_date" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "pregnancy_recorded_on" date;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "numeric_value" double precision;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "below_detection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_types" ADD COLUMN "kind" "test_type_kind" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "eac_sessions" ADD CONSTRAINT "eac_sessions_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eac_sessions" ADD CONSTRAINT "eac_sessions_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eac_sessions_patient_idx" ON "eac_sessions" USING btree ("patient_id");--> statement-breakpoint
-- Test types created before kinds existed: the units say what they measure.
UPDATE "test_types" SET "kind" = 'viralLoad' WHERE "unit" = 'copies/mL';--> statement-breakpoint
UPDATE "test_types" SET "kind" = 'cd4' WHERE "unit" = 'cells/mm³';
