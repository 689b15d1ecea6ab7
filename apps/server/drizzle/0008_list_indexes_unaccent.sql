DROP INDEX "appointments_doctor_date_idx";--> statement-breakpoint
CREATE INDEX "appointments_doctor_order_idx" ON "appointments" USING btree ("doctor_id","appointment_date","appointment_time","appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_doctor_status_order_idx" ON "appointments" USING btree ("doctor_id","status","appointment_date","appointment_time","appointment_id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The lists' text search ignores accents ('nguyen' finds 'Nguyễn', 'd' finds 'Đ'), as the screens' own filters
-- did before they moved to the server. unaccent() is only stable (its dictionary could change); naming the
-- dictionary makes the wrapper safe to declare immutable.
CREATE FUNCTION "fold_accents"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
