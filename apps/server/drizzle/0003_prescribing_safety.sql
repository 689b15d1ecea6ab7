CREATE TABLE "patient_weights" (
	"weight_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"measured_on" date NOT NULL,
	"weight_kg" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_weights_kg_ck" CHECK ("patient_weights"."weight_kg" >= 0.5 and "patient_weights"."weight_kg" <= 300)
);
--> statement-breakpoint
ALTER TABLE "arv_components" ADD COLUMN "ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "arv_components" ADD COLUMN "fixed_dose_combination" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "co_medications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "safety_findings" jsonb;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "acknowledged_rule_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "switch_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "switch_reason_text" text;--> statement-breakpoint
ALTER TABLE "patient_weights" ADD CONSTRAINT "patient_weights_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_weights" ADD CONSTRAINT "patient_weights_doctor_id_doctors_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("doctor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_weights_patient_idx" ON "patient_weights" USING btree ("patient_id");--> statement-breakpoint
-- Components of the demo seed created before ingredients existed: their names say what they hold.
UPDATE "arv_components" SET "ingredients" = '[{"code":"TDF","strengthMg":300}]'::jsonb WHERE "component_name" = 'TDF 300 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"TAF","strengthMg":25}]'::jsonb WHERE "component_name" = 'TAF 25 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"ABC","strengthMg":600}]'::jsonb WHERE "component_name" = 'ABC 600 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"AZT","strengthMg":300}]'::jsonb WHERE "component_name" = 'AZT 300 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"3TC","strengthMg":300}]'::jsonb WHERE "component_name" = '3TC 300 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"FTC","strengthMg":200}]'::jsonb WHERE "component_name" = 'FTC 200 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"DTG","strengthMg":50}]'::jsonb WHERE "component_name" = 'DTG 50 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"RAL","strengthMg":400}]'::jsonb WHERE "component_name" = 'RAL 400 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"EFV","strengthMg":400}]'::jsonb WHERE "component_name" = 'EFV 400 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"NVP","strengthMg":200}]'::jsonb WHERE "component_name" = 'NVP 200 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"LPV/r","strengthMg":200}]'::jsonb WHERE "component_name" = 'LPV/r 200/50 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"ATV/r","strengthMg":300}]'::jsonb WHERE "component_name" = 'ATV/r 300/100 mg' AND "ingredients" = '[]'::jsonb;--> statement-breakpoint
UPDATE "arv_components" SET "ingredients" = '[{"code":"DRV/r","strengthMg":800}]'::jsonb WHERE "component_name" = 'DRV/r 800/100 mg' AND "ingredients" = '[]'::jsonb;
