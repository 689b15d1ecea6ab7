ALTER TYPE "public"."test_type_kind" ADD VALUE 'hbsag';--> statement-breakpoint
ALTER TYPE "public"."test_type_kind" ADD VALUE 'hemoglobin';--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD COLUMN "component1_tablets" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD COLUMN "component2_tablets" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD COLUMN "component3_tablets" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD COLUMN "component4_tablets" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "hypersensitivities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "hla_b5701" varchar(8);--> statement-breakpoint
CREATE INDEX "treatments_warned_idx" ON "treatments" USING btree ("test_result_id") WHERE jsonb_path_exists("treatments"."safety_findings", '$.findings[*] ? (@.severity == "WARN")');--> statement-breakpoint
ALTER TABLE "arv_regimens" ADD CONSTRAINT "arv_regimens_tablets_ck" CHECK ("arv_regimens"."component1_tablets" * 2 in (1, 2, 3, 4, 5, 6, 7, 8) and "arv_regimens"."component2_tablets" * 2 in (1, 2, 3, 4, 5, 6, 7, 8)
        and "arv_regimens"."component3_tablets" * 2 in (1, 2, 3, 4, 5, 6, 7, 8) and "arv_regimens"."component4_tablets" * 2 in (1, 2, 3, 4, 5, 6, 7, 8));