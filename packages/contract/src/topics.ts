/**
 * What an endpoint reads and writes, named as a small fixed set of topics rather than tables: the server drops a
 * kept answer when a write to one of its topics commits, the web refreshes the reads whose topics a write declares
 * (apps/web/src/lib/api/), and docs/architecture.md's index is written from them.
 *
 * Each topic with the database tables behind it: a write to one of them is a write to its topic. Every table of
 * the server's schema is named once here or in INTERNAL_TABLES (apps/server/test/topic-notifications.test.ts
 * checks it against the schema and the notification triggers).
 */
const tables = {
  /**
   * appointments and their status, each patient's visit dates kept from them, the tracing list's dates, and what
   * patients answered through a reminder's link
   */
  appointments: ['appointments', 'patient_visits', 'patient_references', 'appointment_responses'],
  /** doctors' weekly working hours */
  schedules: ['doctor_schedules'],
  /**
   * test results, the viral loads kept from them (each apart, and each patient's together), the specimens collected
   * for them, and each patient's results, treatments and dispenses kept together from them
   */
  results: ['test_results', 'viral_load_samples', 'patient_viral_loads', 'specimens', 'patient_courses'],
  /** prescribed ARV treatments */
  treatments: ['treatments'],
  /** ARVs handed out: refills, and every start and refill with each patient's latest, kept from them */
  dispensing: ['refills', 'arv_dispenses', 'patient_supplies'],
  /** tracing outcomes and adherence counselling sessions */
  followUp: ['tracing_outcomes', 'eac_sessions'],
  /** a patient's clinical profile: ART start, co-medications, weights, closure requests */
  patients: ['patients', 'patient_weights'],
  /** accounts, their names and state, doctors and their counts */
  accounts: ['users', 'doctors', 'account_counts'],
  /** articles, categories and doctor certificates */
  content: ['categories', 'articles', 'doctor_certificates'],
  /** ARV components, regimens and test types */
  masterData: ['arv_components', 'arv_regimens', 'test_types'],
  /** the clinical thresholds */
  settings: ['clinical_settings'],
  /** logins, logouts, e-mailed codes and their caps */
  sessions: ['verification_codes', 'code_mail_sends', 'login_failures', 'revoked_tokens'],
  /** the e-mail outbox, the SMS and Zalo outbox and the channels each patient allowed */
  messages: ['email_outbox', 'message_outbox', 'messaging_consents'],
  /** laboratory connections, imports of results and the rows held for review */
  laboratory: ['lab_connections', 'lab_imports', 'lab_import_rows'],
  /** the access log, the events of writes on their way into it, and its alerts */
  accessLog: ['audit_events', 'audit_pending', 'audit_alerts'],
} satisfies Record<string, readonly string[]>;

export type Topic = keyof typeof tables;

export const TOPIC_TABLES: Record<Topic, readonly string[]> = tables;

/**
 * Tables no endpoint shows: the server's own bookkeeping (timed jobs, when each session was last used, the last
 * specimen number of each year, the Zalo account's tokens, the reminders' links).
 */
export const INTERNAL_TABLES: readonly string[] = [
  'scheduled_jobs',
  'session_activity',
  'specimen_sequences',
  'zalo_tokens',
  'reminder_links',
];

/** What a patient's state of care is worked out from: visits, results, regimens, refills and follow-up. */
export const CARE_TOPICS = [
  'appointments',
  'results',
  'treatments',
  'dispensing',
  'followUp',
  'patients',
] as const;
