DROP INDEX "patient_references_uncontacted_idx";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "is_breastfeeding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "breastfeeding_recorded_on" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "transfer_in_date" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "transfer_in_clinic" text;--> statement-breakpoint
CREATE INDEX "patient_references_run_out_idx" ON "patient_references" USING btree ("run_out");--> statement-breakpoint
CREATE INDEX "patient_references_missed_idx" ON "patient_references" USING btree ("last_missed") WHERE "run_out" is not null and ("last_contact" is null or "last_contact" < "last_missed");--> statement-breakpoint
ALTER TABLE "patient_references" DROP COLUMN "reference";