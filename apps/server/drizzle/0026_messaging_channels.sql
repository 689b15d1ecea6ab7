-- SMS and Zalo beside e-mail (apps/server/src/messaging/): the channels each patient allowed, the phone they
-- confirmed, the outbox of phone messages and the Zalo account's renewed tokens.
CREATE TYPE "public"."message_channel" AS ENUM('email', 'sms', 'zalo');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('queued', 'sent', 'delivered', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."message_template" AS ENUM('reminder', 'refill', 'missed', 'result', 'otp');--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'verify_phone';--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"channel" "message_channel" NOT NULL,
	"template" "message_template" NOT NULL,
	"params" jsonb NOT NULL,
	"phone" varchar(15) NOT NULL,
	"status" "message_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_message_id" varchar(100),
	"dedupe_key" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "message_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "messaging_consents" (
	"patient_id" integer NOT NULL,
	"channel" "message_channel" NOT NULL,
	"allowed" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_consents_patient_id_channel_pk" PRIMARY KEY("patient_id","channel")
);
--> statement-breakpoint
CREATE TABLE "zalo_tokens" (
	"id" smallint PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "phone_verified_number" varchar(15);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_patient_id_patients_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("patient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "message_outbox_provider_idx" ON "message_outbox" USING btree ("provider_message_id");