CREATE TYPE "public"."appointment_status" AS ENUM('Scheduled', 'Confirmed', 'Cancelled', 'Completed');--> statement-breakpoint
CREATE TYPE "public"."appointment_type" AS ENUM('Appointment', 'Medication');--> statement-breakpoint
CREATE TYPE "public"."blood_type" AS ENUM('A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-');--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('Male', 'Female');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('Admin', 'Doctor', 'Patient', 'Staff', 'Manager');--> statement-breakpoint
CREATE TYPE "public"."weekday" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');--> statement-breakpoint
CREATE TABLE "appointments" (
	"appointment_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" time NOT NULL,
	"appointment_type" "appointment_type" NOT NULL,
	"test_type_id" integer,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" "appointment_status" DEFAULT 'Scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_test_type_ck" CHECK (("appointments"."appointment_type" = 'Medication') = ("appointments"."test_type_id" is not null)),
	CONSTRAINT "appointments_whole_hour_ck" CHECK (extract(minute from "appointments"."appointment_time") = 0 and extract(second from "appointments"."appointment_time") = 0)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"article_id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"category_id" integer NOT NULL,
	"user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arv_components" (
	"component_id" serial PRIMARY KEY NOT NULL,
	"component_name" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arv_regimens" (
	"regimen_id" serial PRIMARY KEY NOT NULL,
	"regimen_name" varchar(200) NOT NULL,
	"component1_id" integer NOT NULL,
	"component2_id" integer,
	"component3_id" integer,
	"component4_id" integer,
	"description" text NOT NULL,
	"suitable_for" text NOT NULL,
	"side_effects" text NOT NULL,
	"usage_instructions" text NOT NULL,
	"frequency" smallint DEFAULT 2 NOT NULL,
	"is_customized" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_doctor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arv_regimens_frequency_ck" CHECK ("arv_regimens"."frequency" in (1, 2)),
	CONSTRAINT "arv_regimens_component_order_ck" CHECK (("arv_regimens"."component3_id" is null or "arv_regimens"."component2_id" is not null) and ("arv_regimens"."component4_id" is null or "arv_regimens"."component3_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"category_name" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_certificates" (
	"certificate_id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"certificate_name" varchar(200) NOT NULL,
	"issued_by" varchar(200) NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date,
	"certificate_image" text,
	CONSTRAINT "doctor_certificates_dates_ck" CHECK ("doctor_certificates"."expiry_date" is null or "doctor_certificates"."expiry_date" >= "doctor_certificates"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "doctor_schedules" (
	"schedule_id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"work_day" "weekday" NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "doctor_schedules_hours_ck" CHECK ("doctor_schedules"."start_time" < "doctor_schedules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"doctor_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bio" text,
	"doctor_image" text,
	CONSTRAINT "doctors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"email_id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"dedupe_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"patient_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"blood_type" "blood_type" DEFAULT 'A+' NOT NULL,
	"is_pregnant" boolean DEFAULT false NOT NULL,
	"special_notes" text,
	CONSTRAINT "patients_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"test_result_id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"test_type_id" integer,
	"result_value" varchar(200) NOT NULL,
	"notes" text,
	"special_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_results_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "test_types" (
	"test_type_id" serial PRIMARY KEY NOT NULL,
	"test_type_name" varchar(200) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"normal_range" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"treatment_id" serial PRIMARY KEY NOT NULL,
	"test_result_id" integer NOT NULL,
	"regimen_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatments_test_result_id_unique" UNIQUE("test_result_id"),
	CONSTRAINT "treatments_dates_ck" CHECK ("treatments"."end_date" > "treatments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" "role" NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"phone_number" varchar(10) NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" "gender" DEFAULT 'Male' NOT NULL,
	"address" varchar(255) NOT NULL,
	"avatar" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"code_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_test_type_id_test_types_test_type_id_fk" FOREIGN KEY ("test_type_id") REFERENCES "public"."test_types"("test_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD CONSTRAINT "arv_regimens_component1_id_arv_components_component_id_fk" FOREIGN KEY ("component1_id") REFERENCES "public"."arv_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD CONSTRAINT "arv_regimens_component2_id_arv_components_component_id_fk" FOREIGN KEY ("component2_id") REFERENCES "public"."arv_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD CONSTRAINT "arv_regimens_component3_id_arv_components_component_id_fk" FOREIGN KEY ("component3_id") REFERENCES "public"."arv_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD CONSTRAINT "arv_regimens_component4_id_arv_components_component_id_fk" FOREIGN KEY ("component4_id") REFERENCES "public"."arv_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD CONSTRAINT "arv_regimens_created_by_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("created_by_doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_certificates" ADD CONSTRAINT "doctor_certificates_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_type_id_test_types_test_type_id_fk" FOREIGN KEY ("test_type_id") REFERENCES "public"."test_types"("test_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_test_result_id_test_results_test_result_id_fk" FOREIGN KEY ("test_result_id") REFERENCES "public"."test_results"("test_result_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_regimen_id_arv_regimens_regimen_id_fk" FOREIGN KEY ("regimen_id") REFERENCES "public"."arv_regimens"("regimen_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_doctor_slot_uq" ON "appointments" USING btree ("doctor_id","appointment_date","appointment_time") WHERE "appointments"."status" in ('Scheduled', 'Confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_patient_slot_uq" ON "appointments" USING btree ("patient_id","appointment_date","appointment_time") WHERE "appointments"."status" in ('Scheduled', 'Confirmed');--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_doctor_date_idx" ON "appointments" USING btree ("doctor_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("appointment_date");--> statement-breakpoint
CREATE INDEX "articles_active_created_idx" ON "articles" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "arv_regimens_customized_idx" ON "arv_regimens" USING btree ("is_customized","is_active");--> statement-breakpoint
CREATE INDEX "doctor_certificates_doctor_idx" ON "doctor_certificates" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_schedules_doctor_day_uq" ON "doctor_schedules" USING btree ("doctor_id","work_day");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "test_results_patient_idx" ON "test_results" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "test_results_doctor_idx" ON "test_results" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_codes_user_purpose_uq" ON "verification_codes" USING btree ("user_id","purpose");