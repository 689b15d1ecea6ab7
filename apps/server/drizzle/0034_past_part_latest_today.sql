-- The part 'past' (migration 0017) is notified for a row dated up to the latest day anywhere on Earth now, the day at
-- UTC+14, which no clinic's today is after, instead of up to tomorrow in UTC: for ten hours of each day (00:00 to
-- 10:00 UTC, a clinic's working day in Asia) a booking for tomorrow no longer drops the tracing list, which reads
-- only the appointments dated up to its today (clinic/retention.ts).
CREATE OR REPLACE FUNCTION "appointment_parts"(integer, integer, date, integer) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT 'doctor:' || $1
  UNION ALL SELECT 'patient:' || $2
  UNION ALL SELECT 'day:' || to_char($3, 'YYYY-MM-DD')
  UNION ALL SELECT 'past' WHERE $3 <= (now() AT TIME ZONE 'UTC' + interval '14 hours')::date
  UNION ALL SELECT 'resulted' WHERE EXISTS (SELECT 1 FROM "test_results" tr WHERE tr."appointment_id" = $4);
$$;
