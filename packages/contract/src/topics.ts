/**
 * What an endpoint reads and writes, named as a small fixed set of topics rather than tables: the server drops a
 * kept answer when a write to one of its topics commits (apps/server/src/db/topics.ts maps each topic to its
 * tables), the web refreshes the reads whose topics a write declares (apps/web/src/lib/api/), and
 * docs/architecture.md's index is written from them.
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

export const TOPIC_NAMES = Object.keys(TOPICS) as Topic[];
