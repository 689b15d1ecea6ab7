import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUDIT_ALERT_DEFAULTS,
  DEFAULT_ART_NUMBER_PATTERN,
  DEFAULT_CLINIC_SHORT_NAME,
  DEFAULT_CLINIC_TZ,
  DEFAULT_QUIET_HOURS,
  IDLE_TIMEOUT_MS,
  isTimeZone,
  type MessageTemplate,
  reminderPrivateWordsIn,
  SESSION_MAX_SECONDS,
  SPECIMEN_PENDING_DAYS,
} from '@clinic/contract';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const durationRe = /^(\d+)\s*(s|m|h|d)$/;
const duration = z
  .string()
  .regex(durationRe, 'must look like 30m, 8h or 1d')
  .transform((v) => {
    const [, n, unit] = durationRe.exec(v) as RegExpExecArray;
    return Number(n) * { s: 1, m: 60, h: 3600, d: 86400 }[unit as 's' | 'm' | 'h' | 'd'];
  });

/** A provider's base address, without its trailing slash. */
const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address')
  .transform((v) => v.replace(/\/+$/, ''));

/** A comma-separated list, each item trimmed, empty ones dropped. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // No session outlives SESSION_MAX_SECONDS, however active its user (packages/contract/src/session.ts).
  TOKEN_TTL: duration
    .refine(
      (seconds) => seconds <= SESSION_MAX_SECONDS,
      `must be at most ${SESSION_MAX_SECONDS / 3600}h: no session may last longer (SESSION_MAX_SECONDS)`,
    )
    .default(8 * 3600),
  // A session unused this long ends on the server too, whatever the browser does (plugins/auth.ts).
  SESSION_IDLE_TIMEOUT: duration
    .refine(
      (seconds) => seconds >= 5 * 60 && seconds <= SESSION_MAX_SECONDS,
      `must be between 5m and ${SESSION_MAX_SECONDS / 3600}h`,
    )
    .default(IDLE_TIMEOUT_MS / 1000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // The sender shows on lock screens beside every reminder, so it obeys the reminders' message rule
  // (packages/contract/src/message-rule.ts).
  MAIL_FROM: z
    .string()
    .default('Phòng khám <no-reply@clinic.local>')
    .refine(
      (v) => reminderPrivateWordsIn(v).length === 0,
      'must be a neutral name that does not reveal the service',
    ),
  SEED_DEMO: bool.optional(),
  CORS_ORIGINS: commaList,
  CLINIC_TZ: z
    .string()
    .default(DEFAULT_CLINIC_TZ)
    .refine(isTimeZone, `must be an IANA time zone such as ${DEFAULT_CLINIC_TZ}`),
  WEB_DIST: z.string().optional(),
  /** The clinic's own pattern for ART numbers (a regular expression); the default allows 1–30 letters, digits, - and /. */
  ART_NUMBER_PATTERN: z
    .string()
    .refine((v) => {
      try {
        new RegExp(v);
        return true;
      } catch {
        return false;
      }
    }, 'must be a regular expression')
    // The whole number must match, whatever anchors the pattern has.
    .transform((v) => new RegExp(`^(?:${v})$`))
    .optional(),
  /** Days a collected specimen waits for its result before the doctor's worklist asks about it. */
  SPECIMEN_PENDING_DAYS: z.coerce.number().int().min(1).max(365).default(SPECIMEN_PENDING_DAYS),
  /** The MLLP listener of the laboratory's system (HL7 v2 over TCP): off unless a port is given. */
  LAB_MLLP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The laboratory's addresses, comma-separated: no other may connect to the MLLP listener. */
  LAB_MLLP_ALLOW: commaList,
  /** Where the web app is reached, for links in mail; without it, the address the request came to. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, 'must be an http:// or https:// address')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  TRUST_PROXY: bool.default(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** How often each scheduled job (missed appointments, reminders) runs. */
  JOBS_INTERVAL: duration.default(15 * 60),
  /** Off: this replica runs no timed work on its own (another replica, or a test, does). */
  JOBS_ENABLED: bool.default(true),
  /** The clinic's street address: the location of the calendar entries that come with appointment reminders. */
  CLINIC_ADDRESS: z.string().max(255).optional(),
  /** Ends every tab title of the web app; tabs show on shared screens, so it obeys the reminders' rule. */
  CLINIC_SHORT_NAME: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .default(DEFAULT_CLINIC_SHORT_NAME)
    .refine(
      (v) => reminderPrivateWordsIn(v).length === 0,
      'must be a neutral name that does not reveal the service',
    ),
  /** The access-log alert: one account reading this many different patients' records within the window. */
  AUDIT_ALERT_PATIENTS: z.coerce.number().int().min(2).max(100_000).default(AUDIT_ALERT_DEFAULTS.patients),
  AUDIT_ALERT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(AUDIT_ALERT_DEFAULTS.windowMinutes),
  /** How long an API request may wait for its turn before it is answered 503 (plugins/admission.ts); 0s: no limit. */
  REQUEST_QUEUE_TIMEOUT: z
    .string()
    .regex(/^\d+\s*(ms|s)$/, 'must look like 3s or 500ms (0s: no limit)')
    .transform((v) => (v.endsWith('ms') ? Number.parseInt(v, 10) : Number.parseInt(v, 10) * 1000))
    .default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Zalo Notification Service: the app, the Official Account's first refresh token and a template id per message. */
  ZALO_APP_ID: z.string().trim().min(1).optional(),
  ZALO_APP_SECRET: z.string().trim().min(1).optional(),
  ZALO_REFRESH_TOKEN: z.string().trim().min(1).optional(),
  /** The Official Account's secret key, which signs its webhook's events (delivery reports). */
  ZALO_OA_SECRET: z.string().trim().min(1).optional(),
  ZALO_TEMPLATE_REMINDER: z.string().trim().min(1).optional(),
  ZALO_TEMPLATE_REFILL: z.string().trim().min(1).optional(),
  ZALO_TEMPLATE_MISSED: z.string().trim().min(1).optional(),
  ZALO_TEMPLATE_RESULT: z.string().trim().min(1).optional(),
  ZALO_TEMPLATE_OTP: z.string().trim().min(1).optional(),
  ZALO_API_URL: httpUrl.default('https://business.openapi.zalo.me'),
  ZALO_OAUTH_URL: httpUrl.default('https://oauth.zaloapp.com'),
  /** The brand-name SMS provider (eSMS.vn's JSON API): its keys and the registered brand name. */
  SMS_API_URL: httpUrl.default('https://rest.esms.vn/MainService.svc/json'),
  SMS_API_KEY: z.string().trim().min(1).optional(),
  SMS_SECRET_KEY: z.string().trim().min(1).optional(),
  SMS_BRANDNAME: z
    .string()
    .trim()
    .min(1)
    .max(11)
    .refine(
      (v) => reminderPrivateWordsIn(v).length === 0,
      'must be a neutral name that does not reveal the service',
    )
    .optional(),
  /** Days before an appointment its SMS or Zalo reminder also goes, besides the one of the last 24 hours. */
  MESSAGE_EARLY_REMINDER_DAYS: z
    .string()
    .regex(/^(\d{1,2})(,\d{1,2})*$/, 'must be days separated by commas, e.g. 3 or 7,3')
    .transform((v) => [...new Set(v.split(',').map(Number))].filter((days) => days >= 2))
    .default([3]),
  /** Clinic hours in which no SMS or Zalo message leaves (it waits for the end), e.g. 21:00-07:00. */
  MESSAGE_QUIET_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'must look like 21:00-07:00')
    .transform((v) => {
      const [start, end] = v.split('-') as [string, string];
      return { start, end };
    })
    .default({ ...DEFAULT_QUIET_HOURS }),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; null means in memory (tests). */
  dataDir: string | null;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** Seconds without an authenticated request after which a session is refused (SESSION_IDLE_TIMEOUT). */
  sessionIdleSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  corsOrigins: string[];
  clinicTz: string;
  webDist: string | undefined;
  publicUrl: string | undefined;
  artNumberPattern: RegExp;
  /** undefined: no MLLP listener */
  labMllpPort: number | undefined;
  labMllpAllow: string[];
  specimenPendingDays: number;
  logLevel: string;
  /** Behind a reverse proxy, the client address comes from X-Forwarded-For; otherwise that header is a lie. */
  trustProxy: boolean;
  /** Requests per minute and client address on login, registration and the e-mail code calls. */
  authRateLimit: number;
  /** Where replicas share their rate-limit counters; per process when absent. */
  redisUrl: string | undefined;
  /** Seconds between two runs of each scheduled job (JOBS_INTERVAL, default 15 minutes). */
  jobsIntervalSeconds: number;
  /** Whether this replica's job runner ticks on its own (JOBS_ENABLED); tests drive it by hand. */
  jobsEnabled: boolean;
  /** Location of appointment reminders' calendar entries; none when unset. */
  clinicAddress: string | undefined;
  /** The neutral short name every tab title of the web app ends with. */
  clinicShortName: string;
  /** Distinct patients one account may read within `windowMinutes` before admins are alerted (src/audit/alerts.ts). */
  auditAlert: { patients: number; windowMinutes: number };
  /** Milliseconds an API request may wait for its turn before a 503 (REQUEST_QUEUE_TIMEOUT); 0: no limit. */
  requestQueueTimeoutMs: number;
  messaging: MessagingConfig;
}

/** The phone channels: each absent (off) without its credentials; the quiet hours apply to both. */
export interface MessagingConfig {
  quietHours: { start: string; end: string };
  /** Days ahead (2 or more) of the phone channels' early appointment reminders. */
  earlyReminderDays: number[];
  zalo:
    | {
        appId: string;
        appSecret: string;
        refreshToken: string;
        /** Signs the webhook's events; without it, Zalo's delivery reports are refused. */
        oaSecret?: string | undefined;
        apiUrl: string;
        oauthUrl: string;
        templates: Partial<Record<MessageTemplate, string>>;
      }
    | undefined;
  sms: { apiUrl: string; apiKey: string; secretKey: string; brandname: string } | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once, with a clear message for each bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set');
  }
  if (e.LAB_MLLP_PORT !== undefined && e.LAB_MLLP_ALLOW.length === 0) {
    throw new ConfigError(
      "Invalid configuration:\n  LAB_MLLP_ALLOW: required with LAB_MLLP_PORT (the laboratory's addresses)",
    );
  }
  const dataDir = e.DATABASE_URL ? null : path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir as string),
    tokenTtlSeconds: e.TOKEN_TTL,
    sessionIdleSeconds: e.SESSION_IDLE_TIMEOUT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    corsOrigins: e.CORS_ORIGINS,
    clinicTz: e.CLINIC_TZ,
    webDist: e.WEB_DIST,
    publicUrl: e.PUBLIC_URL,
    artNumberPattern: e.ART_NUMBER_PATTERN ?? DEFAULT_ART_NUMBER_PATTERN,
    labMllpPort: e.LAB_MLLP_PORT,
    labMllpAllow: e.LAB_MLLP_ALLOW,
    specimenPendingDays: e.SPECIMEN_PENDING_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    redisUrl: e.REDIS_URL,
    jobsIntervalSeconds: e.JOBS_INTERVAL,
    jobsEnabled: e.JOBS_ENABLED,
    clinicAddress: e.CLINIC_ADDRESS?.trim() || undefined,
    clinicShortName: e.CLINIC_SHORT_NAME,
    auditAlert: { patients: e.AUDIT_ALERT_PATIENTS, windowMinutes: e.AUDIT_ALERT_WINDOW_MINUTES },
    requestQueueTimeoutMs: e.REQUEST_QUEUE_TIMEOUT,
    messaging: {
      quietHours: e.MESSAGE_QUIET_HOURS,
      earlyReminderDays: e.MESSAGE_EARLY_REMINDER_DAYS,
      zalo:
        e.ZALO_APP_ID && e.ZALO_APP_SECRET && e.ZALO_REFRESH_TOKEN
          ? {
              appId: e.ZALO_APP_ID,
              appSecret: e.ZALO_APP_SECRET,
              refreshToken: e.ZALO_REFRESH_TOKEN,
              oaSecret: e.ZALO_OA_SECRET,
              apiUrl: e.ZALO_API_URL,
              oauthUrl: e.ZALO_OAUTH_URL,
              templates: {
                reminder: e.ZALO_TEMPLATE_REMINDER,
                refill: e.ZALO_TEMPLATE_REFILL,
                missed: e.ZALO_TEMPLATE_MISSED,
                result: e.ZALO_TEMPLATE_RESULT,
                otp: e.ZALO_TEMPLATE_OTP,
              },
            }
          : undefined,
      sms:
        e.SMS_API_KEY && e.SMS_SECRET_KEY && e.SMS_BRANDNAME
          ? {
              apiUrl: e.SMS_API_URL,
              apiKey: e.SMS_API_KEY,
              secretKey: e.SMS_SECRET_KEY,
              brandname: e.SMS_BRANDNAME,
            }
          : undefined,
    },
  };
}

/** In the embedded mode the secret is generated once and kept beside the data, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
