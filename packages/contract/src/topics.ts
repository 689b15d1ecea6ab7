/**
 * What an endpoint reads and writes, named as a small fixed set of topics rather than tables: the server drops a
 * kept answer when a write to one of its topics commits (TOPIC_TABLES below maps each topic to its tables), the
 * web refreshes the reads whose topics a write declares (apps/web/src/lib/api/), and docs/architecture.md's index
 * is written from them.
 */
export const TOPICS = {
  appointments: 'appointments and their status',
  schedules: "doctors' weekly working hours",
  results: 'test results',
  treatments: 'prescribed ARV treatments',
  dispensing: 'ARV refills handed out',
  followUp: 'tracing outcomes and adherence counselling sessions',
  patients: "a patient's clinical profile: ART start, co-medications, weights, closure requests",
  accounts: 'accounts, their names and state, doctors and their counts',
  content: 'articles, categories and doctor certificates',
  masterData: 'ARV components, regimens and test types',
  settings: 'the clinical thresholds',
  sessions: 'logins, logouts, e-mailed codes and their caps',
  messages: 'the e-mail outbox',
  accessLog: 'the access log and its alerts',
} as const;

export type Topic = keyof typeof TOPICS;

/**
 * The database tables behind each topic: a write to one of them is a write to its topic. Every table of the
 * server's schema is named once here or in INTERNAL_TABLES (apps/server/test checks it against the schema and the
 * notification triggers).
 */
export const TOPIC_TABLES: Record<Topic, readonly string[]> = {
  appointments: ['appointments', 'patient_visits'],
  schedules: ['doctor_schedules'],
  results: ['test_results', 'viral_load_samples'],
  treatments: ['treatments'],
  dispensing: ['refills', 'arv_dispenses', 'patient_supplies'],
  followUp: ['tracing_outcomes', 'eac_sessions'],
  patients: ['patients', 'patient_weights'],
  accounts: ['users', 'doctors', 'account_counts'],
  content: ['categories', 'articles', 'doctor_certificates'],
  masterData: ['arv_components', 'arv_regimens', 'test_types'],
  settings: ['clinical_settings'],
  sessions: ['verification_codes', 'code_mail_sends', 'login_failures', 'revoked_tokens'],
  messages: ['email_outbox'],
  accessLog: ['audit_events', 'audit_alerts'],
};

/** Tables no endpoint shows: the server's own bookkeeping. */
export const INTERNAL_TABLES: readonly string[] = ['scheduled_jobs'];

export const TOPIC_NAMES = Object.keys(TOPICS) as Topic[];

/** What a patient's state of care is worked out from: visits, results, regimens, refills and follow-up. */
export const CARE_TOPICS = [
  'appointments',
  'results',
  'treatments',
  'dispensing',
  'followUp',
  'patients',
] as const;
