CREATE TABLE "lab_connections" (
	"connection_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lab_connections_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "lab_import_rows" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"reason" text,
	"specimen_code" varchar(40),
	"art_number" varchar(30),
	"collected_date" date,
	"test_text" varchar(100),
	"test_kind" varchar(20),
	"value_text" varchar(200),
	"unit" varchar(30),
	"appointment_id" integer,
	"patient_id" integer,
	"review_status" varchar(10),
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" text
);
--> statement-breakpoint
CREATE TABLE "lab_imports" (
	"import_id" serial PRIMARY KEY NOT NULL,
	"format" varchar(10) NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"imported_by" integer,
	"connection_id" integer,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_connections" ADD CONSTRAINT "lab_connections_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_import_rows" ADD CONSTRAINT "lab_import_rows_import_id_lab_imports_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lab_imports"("import_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_import_rows" ADD CONSTRAINT "lab_import_rows_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_import_rows" ADD CONSTRAINT "lab_import_rows_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_import_rows" ADD CONSTRAINT "lab_import_rows_reviewed_by_users_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_imports" ADD CONSTRAINT "lab_imports_imported_by_users_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_imports" ADD CONSTRAINT "lab_imports_connection_id_lab_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lab_connections"("connection_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_import_rows_import_idx" ON "lab_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "lab_import_rows_open_patient_idx" ON "lab_import_rows" USING btree ("patient_id") WHERE "lab_import_rows"."review_status" = 'open';