import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type ArvIngredientCode,
  AUDIT_ACTIONS,
  AUDIT_CATEGORIES,
  AUDIT_OUTCOMES,
  BLOOD_TYPES,
  GENDERS,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  MESSAGE_TEMPLATES,
  type RegimenCheckResult,
  ROLES,
  TEST_TYPE_KINDS,
  TRACING_OUTCOMES,
  WEEKDAYS,
} from '@clinic/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// The enums hold the contract's lists, so the database accepts exactly the values the API validates.
export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const bloodTypeEnum = pgEnum('blood_type', BLOOD_TYPES);
export const appointmentTypeEnum = pgEnum('appointment_type', APPOINTMENT_TYPES);
export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const weekdayEnum = pgEnum('weekday', WEEKDAYS);
export const codePurposeEnum = pgEnum('code_purpose', [
  'verify_email',
  'reset_password',
  'change_email',
  'verify_phone',
]);
export const messageChannelEnum = pgEnum('message_channel', MESSAGE_CHANNELS);
export const messageTemplateEnum = pgEnum('message_template', MESSAGE_TEMPLATES);
export const messageStatusEnum = pgEnum('message_status', MESSAGE_STATUSES);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
export const testTypeKindEnum = pgEnum('test_type_kind', TEST_TYPE_KINDS);
export const tracingOutcomeEnum = pgEnum('tracing_outcome', TRACING_OUTCOMES);
export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);
export const auditCategoryEnum = pgEnum('audit_category', AUDIT_CATEGORIES);
export const auditOutcomeEnum = pgEnum('audit_outcome', AUDIT_OUTCOMES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Rows that belong to an account or a doctor go with it. */
const ownedByUser = () =>
  integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' });
const ownedByDoctor = () =>
  integer('doctor_id')
    .notNull()
    .references(() => doctors.doctorId, { onDelete: 'cascade' });

/** Clinical records keep the patient and doctor they name: deleting either is refused while they exist. */
const patientRef = () =>
  integer('patient_id')
    .notNull()
    .references(() => patients.patientId);
const doctorRef = () =>
  integer('doctor_id')
    .notNull()
    .references(() => doctors.doctorId);

/** Every account, whatever its role; patient and doctor data hang from it in their own tables. */
export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    role: roleEnum('role').notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 10 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: genderEnum('gender').notNull().default('Male'),
    address: varchar('address', { length: 255 }).notNull(),
    avatar: text('avatar'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Bumped on password reset and deactivation: tokens carrying an older version stop working at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A new address waiting for the code sent to it; mail keeps going to `email` until then. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    createdAt: createdAt(),
    /**
     * The searched columns lower-cased, kept by PostgreSQL (migration 0011), parted by the unit separator so that no
     * match spans two of them: the account lists' search narrows its candidates with it (admin/account-lists.ts).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("users"."full_name" || chr(31) || "users"."username" || chr(31) || "users"."email" || chr(31) || "users"."phone_number")`,
    ),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // A role's list in account order, read from the index alone (its last page too: account-lists.ts).
    index('users_role_active_id_idx').on(t.role, t.isActive, t.userId),
    // The account lists search by substring (LIKE '%…%'); a trigram index answers that without reading every
    // account. The pg_trgm extension is created by migration 0005, on both engines.
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many accounts each role has, active and inactive, kept by a trigger on users (migration 0006), so an
 * account list's total is one row read instead of a count of 100,000 accounts on every page.
 */
export const accountCounts = pgTable(
  'account_counts',
  {
    role: roleEnum('role').notNull(),
    isActive: boolean('is_active').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive] })],
);

export const patients = pgTable(
  'patients',
  {
    patientId: serial('patient_id').primaryKey(),
    userId: ownedByUser().unique(),
    bloodType: bloodTypeEnum('blood_type').notNull().default('A+'),
    isPregnant: boolean('is_pregnant').notNull().default(false),
    specialNotes: text('special_notes'),
    /** Set by the patient's doctor; when null, the start of the patient's first treatment stands for it. */
    artStartDate: date('art_start_date', { mode: 'string' }),
    /** The clinic date isPregnant last turned true: the pregnancy viral-load schedule counts from it. */
    pregnancyRecordedOn: date('pregnancy_recorded_on', { mode: 'string' }),
    /** Breastfeeding, set by the patient's doctor with the day it was recorded (VL5 of monitoring.ts). */
    isBreastfeeding: boolean('is_breastfeeding').notNull().default(false),
    breastfeedingRecordedOn: date('breastfeeding_recorded_on', { mode: 'string' }),
    /** ART started at another clinic: the day the patient transferred in and that clinic (R7, R10 of retention.ts). */
    transferInDate: date('transfer_in_date', { mode: 'string' }),
    transferInClinic: text('transfer_in_clinic'),
    /** Co-medications the prescribing checks know (CO_MEDICATION_CODES), set by the patient's doctor. */
    coMedications: jsonb('co_medications').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** ARV ingredients (ARV_INGREDIENT_CODES) the patient had a hypersensitivity reaction to, set by their doctor. */
    hypersensitivities: jsonb('hypersensitivities').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** HLA-B*5701: 'positive', 'negative', or null when not tested; set by the patient's doctor. */
    hlaB5701: varchar('hla_b5701', { length: 8 }),
    /** Reminder e-mails the patient wants (switched off on their profile); every kind is on by default. */
    remindAppointments: boolean('remind_appointments').notNull().default(true),
    remindRefills: boolean('remind_refills').notNull().default(true),
    remindMissed: boolean('remind_missed').notNull().default(true),
    /** The privacy notice (its version) the patient accepted at registration, and when; null for older accounts. */
    privacyNoticeVersion: varchar('privacy_notice_version', { length: 20 }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /** The patient asked for the account to be closed; an administrator completes it (closedAt). */
    closureRequestedAt: timestamp('closure_requested_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The clinic's ART number ("Mã số điều trị ARV"), set by the patient's doctor or an admin; unique in the clinic. */
    artNumber: varchar('art_number', { length: 30 }),
    /** CCCD (12 digits), the health-insurance card number and its expiry: the patient or their doctor sets them. */
    nationalId: varchar('national_id', { length: 12 }),
    insuranceNumber: varchar('insurance_number', { length: 15 }),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    /** The phone number the patient confirmed with a code sent by SMS, and when: SMS and Zalo go only to it. */
    phoneVerifiedNumber: varchar('phone_verified_number', { length: 15 }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('patients_art_number_uq').on(sql`upper(${t.artNumber})`)],
);

export const doctors = pgTable('doctors', {
  doctorId: serial('doctor_id').primaryKey(),
  userId: ownedByUser().unique(),
  bio: text('bio'),
  doctorImage: text('doctor_image'),
});

export const categories = pgTable('categories', {
  categoryId: serial('category_id').primaryKey(),
  categoryName: varchar('category_name', { length: 200 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const articles = pgTable(
  'articles',
  {
    articleId: serial('article_id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    content: text('content').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdDate: createdAt(),
  },
  (t) => [
    index('articles_active_created_idx').on(t.isActive, t.createdDate),
    index('articles_category_idx').on(t.categoryId),
  ],
);

export const doctorCertificates = pgTable(
  'doctor_certificates',
  {
    certificateId: serial('certificate_id').primaryKey(),
    doctorId: ownedByDoctor(),
    certificateName: varchar('certificate_name', { length: 200 }).notNull(),
    issuedBy: varchar('issued_by', { length: 200 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    certificateImage: text('certificate_image'),
  },
  (t) => [
    index('doctor_certificates_doctor_idx').on(t.doctorId),
    check('doctor_certificates_dates_ck', sql`${t.expiryDate} is null or ${t.expiryDate} >= ${t.issueDate}`),
  ],
);

export const arvComponents = pgTable('arv_components', {
  componentId: serial('component_id').primaryKey(),
  componentName: varchar('component_name', { length: 100 }).notNull(),
  description: text('description').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** The ARV ingredients (ARV_INGREDIENT_CODES) with their strengths; a fixed-dose combination lists several. */
  ingredients: jsonb('ingredients')
    .$type<{ code: ArvIngredientCode; strengthMg: number | null }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  fixedDoseCombination: boolean('fixed_dose_combination').notNull().default(false),
});

export const arvRegimens = pgTable(
  'arv_regimens',
  {
    regimenId: serial('regimen_id').primaryKey(),
    regimenName: varchar('regimen_name', { length: 200 }).notNull(),
    component1Id: integer('component1_id')
      .notNull()
      .references(() => arvComponents.componentId),
    component2Id: integer('component2_id').references(() => arvComponents.componentId),
    component3Id: integer('component3_id').references(() => arvComponents.componentId),
    component4Id: integer('component4_id').references(() => arvComponents.componentId),
    description: text('description').notNull(),
    suitableFor: text('suitable_for').notNull(),
    sideEffects: text('side_effects').notNull(),
    usageInstructions: text('usage_instructions').notNull(),
    frequency: smallint('frequency').notNull().default(2),
    /** Tablets of each component per intake (halves allowed): the daily doses the prescribing check reads. */
    component1Tablets: doublePrecision('component1_tablets').notNull().default(1),
    component2Tablets: doublePrecision('component2_tablets').notNull().default(1),
    component3Tablets: doublePrecision('component3_tablets').notNull().default(1),
    component4Tablets: doublePrecision('component4_tablets').notNull().default(1),
    isCustomized: boolean('is_customized').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The doctor who wrote a custom regimen; null for the standard protocols. */
    createdByDoctorId: integer('created_by_doctor_id').references(() => doctors.doctorId),
    createdAt: createdAt(),
  },
  (t) => [
    check('arv_regimens_frequency_ck', sql`${t.frequency} in (1, 2)`),
    check(
      'arv_regimens_tablets_ck',
      sql`${t.component1Tablets} * 2 in (1, 2, 3, 4, 5, 6, 7, 8) and ${t.component2Tablets} * 2 in (1, 2, 3, 4, 5, 6, 7, 8)
        and ${t.component3Tablets} * 2 in (1, 2, 3, 4, 5, 6, 7, 8) and ${t.component4Tablets} * 2 in (1, 2, 3, 4, 5, 6, 7, 8)`,
    ),
    // Components are filled in order: no gap before a filled slot.
    check(
      'arv_regimens_component_order_ck',
      sql`(${t.component3Id} is null or ${t.component2Id} is not null) and (${t.component4Id} is null or ${t.component3Id} is not null)`,
    ),
    index('arv_regimens_customized_idx').on(t.isCustomized, t.isActive),
  ],
);

export const testTypes = pgTable('test_types', {
  testTypeId: serial('test_type_id').primaryKey(),
  testTypeName: varchar('test_type_name', { length: 200 }).notNull(),
  unit: varchar('unit', { length: 20 }).notNull(),
  normalRange: varchar('normal_range', { length: 200 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  kind: testTypeKindEnum('kind').notNull().default('other'),
});

export const appointments = pgTable(
  'appointments',
  {
    appointmentId: serial('appointment_id').primaryKey(),
    patientId: patientRef(),
    doctorId: doctorRef(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    appointmentTime: time('appointment_time').notNull(),
    appointmentType: appointmentTypeEnum('appointment_type').notNull(),
    testTypeId: integer('test_type_id').references(() => testTypes.testTypeId),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    status: appointmentStatusEnum('status').notNull().default('Scheduled'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Double-booking is impossible by construction: one active appointment per doctor slot and per patient slot.
    uniqueIndex('appointments_doctor_slot_uq')
      .on(t.doctorId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in ('Scheduled', 'Confirmed')`),
    uniqueIndex('appointments_patient_slot_uq')
      .on(t.patientId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in ('Scheduled', 'Confirmed')`),
    index('appointments_patient_idx').on(t.patientId, t.appointmentDate),
    // A doctor's list in date order, and by status (apps/server/src/clinic/appointment-list.ts): pages and counts
    // are read from these indexes alone.
    index('appointments_doctor_order_idx').on(
      t.doctorId,
      t.appointmentDate,
      t.appointmentTime,
      t.appointmentId,
    ),
    index('appointments_doctor_status_order_idx').on(
      t.doctorId,
      t.status,
      t.appointmentDate,
      t.appointmentTime,
      t.appointmentId,
    ),
    // A doctor's patients (the worklist, their tracing list and indicators), read from the index alone.
    index('appointments_doctor_patient_idx').on(t.doctorId, t.patientId).where(sql`not ${t.isAnonymous}`),
    index('appointments_date_idx').on(t.appointmentDate),
    // The bookings still open before a day (the tracing list's missed ones the marking job has not marked yet).
    index('appointments_pending_date_idx')
      .on(t.appointmentDate)
      .where(sql`${t.status} in ('Scheduled', 'Confirmed')`),
    check(
      'appointments_test_type_ck',
      sql`(${t.appointmentType} = 'Medication') = (${t.testTypeId} is not null)`,
    ),
    check(
      'appointments_whole_hour_ck',
      sql`extract(minute from ${t.appointmentTime}) = 0 and extract(second from ${t.appointmentTime}) = 0`,
    ),
  ],
);

export const testResults = pgTable(
  'test_results',
  {
    testResultId: serial('test_result_id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.appointmentId),
    patientId: patientRef(),
    doctorId: doctorRef(),
    testTypeId: integer('test_type_id').references(() => testTypes.testTypeId),
    resultValue: varchar('result_value', { length: 200 }).notNull(),
    /** The number of a viral load, CD4 or creatinine result; null below detection or for other kinds. */
    numericValue: doublePrecision('numeric_value'),
    belowDetection: boolean('below_detection').notNull().default(false),
    notes: text('notes'),
    specialNotes: text('special_notes'),
    createdAt: createdAt(),
  },
  (t) => [index('test_results_patient_idx').on(t.patientId), index('test_results_doctor_idx').on(t.doctorId)],
);

export const treatments = pgTable(
  'treatments',
  {
    treatmentId: serial('treatment_id').primaryKey(),
    testResultId: integer('test_result_id')
      .notNull()
      .unique()
      .references(() => testResults.testResultId),
    regimenId: integer('regimen_id')
      .notNull()
      .references(() => arvRegimens.regimenId),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** Set when the patient's e-mail is queued, so a second request never queues it twice. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The prescribing check's findings when the treatment was saved (null for treatments saved before it). */
    safetyFindings: jsonb('safety_findings').$type<RegimenCheckResult>(),
    acknowledgedRuleIds: jsonb('acknowledged_rule_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Why the doctor saved despite a BLOCK finding. */
    overrideReason: text('override_reason'),
    /** Set when the treatment changed the patient's current regimen: a SWITCH_REASONS code or 'unspecified'. */
    switchReason: varchar('switch_reason', { length: 40 }),
    switchReasonText: text('switch_reason_text'),
    /**
     * Days of pills dispensed on startDate (DAYS_DISPENSED_OPTIONS). Null for treatments saved before dispensing
     * was recorded: reads then take the option nearest to endDate - startDate.
     */
    daysDispensed: smallint('days_dispensed'),
  },
  (t) => [
    check('treatments_dates_ck', sql`${t.endDate} > ${t.startDate}`),
    check(
      'treatments_days_dispensed_ck',
      sql`${t.daysDispensed} is null or ${t.daysDispensed} in (30, 60, 90, 180)`,
    ),
    // The few treatments saved with a WARN, which the worklist checks for acknowledgement (clinic/monitoring.ts).
    index('treatments_warned_idx')
      .on(t.testResultId)
      .where(sql`jsonb_path_exists(${t.safetyFindings}, '$.findings[*] ? (@.severity == "WARN")')`),
  ],
);

/** A later supply of a treatment's pills, recorded by the treatment's doctor; the latest dispense sets run-out. */
export const refills = pgTable(
  'refills',
  {
    refillId: serial('refill_id').primaryKey(),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.treatmentId),
    dispenseDate: date('dispense_date', { mode: 'string' }).notNull(),
    daysDispensed: smallint('days_dispensed').notNull(),
    createdByDoctorId: integer('created_by_doctor_id')
      .notNull()
      .references(() => doctors.doctorId),
    createdAt: createdAt(),
  },
  (t) => [
    index('refills_treatment_idx').on(t.treatmentId, t.dispenseDate),
    check('refills_days_dispensed_ck', sql`${t.daysDispensed} in (30, 60, 90, 180)`),
  ],
);

/**
 * Every dispense of ARVs with its patient: a treatment's start (refill_id null) and each refill, copied by the
 * triggers of migration 0014 from treatments, refills and test_results whoever writes them. The whole clinic's
 * indicators read it instead of joining those three tables (clinic/indicators.ts).
 */
export const arvDispenses = pgTable(
  'arv_dispenses',
  {
    treatmentId: integer('treatment_id').notNull(),
    refillId: integer('refill_id'),
    patientId: integer('patient_id').notNull(),
    dispenseDate: date('dispense_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    isStart: boolean('is_start').notNull(),
  },
  (t) => [
    index('arv_dispenses_patient_idx').on(t.patientId, t.dispenseDate, t.days, t.isStart),
    index('arv_dispenses_treatment_idx').on(t.treatmentId),
    uniqueIndex('arv_dispenses_refill_idx').on(t.refillId),
  ],
);

/**
 * Every viral-load result with a value, with what its sample date is made of (the appointment's day and the
 * recording time), copied by the triggers of migration 0014 from test_results, appointments and test_types.
 */
export const viralLoadSamples = pgTable(
  'viral_load_samples',
  {
    testResultId: integer('test_result_id').primaryKey(),
    patientId: integer('patient_id').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the sample's specimen was collected (specimens.collected_at), which dates it when there is one. */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    numericValue: doublePrecision('numeric_value'),
    belowDetection: boolean('below_detection').notNull(),
  },
  (t) => [index('viral_load_samples_patient_idx').on(t.patientId)],
);

/**
 * Per patient with a viral load, every sample of viral_load_samples in three arrays of one order: by sample day
 * (days since 0001-01-01, dated in the clinic's default time zone, VIRAL_LOAD_DAYS_ZONE of clinic/indicators.ts),
 * and on one day the one the indicators take last (a value above detection over one below it, the higher value).
 * Kept by the triggers of migration 0036. The whole clinic's indicators find the latest sample on or before a day
 * by a binary search (width_bucket) in each patient's row, instead of sorting every sample.
 */
export const patientViralLoads = pgTable('patient_viral_loads', {
  patientId: integer('patient_id').primaryKey(),
  sampleDays: integer('sample_days').array().notNull(),
  numericValues: doublePrecision('numeric_values').array().notNull(),
  belowDetection: boolean('below_detection').array().notNull(),
});

/**
 * Per patient, the day of their latest appointment marked Missed and of their latest visit (Completed, or with a
 * result), over every appointment whatever its day, kept by the triggers of migration 0016 from appointments and
 * test_results. The whole clinic's tracing list reads it instead of grouping the appointments (clinic/retention.ts);
 * the indexes (migration 0029) find the few patients with a date after its day.
 */
export const patientVisits = pgTable(
  'patient_visits',
  {
    patientId: integer('patient_id').primaryKey(),
    lastMissed: date('last_missed', { mode: 'string' }),
    lastVisit: date('last_visit', { mode: 'string' }),
  },
  (t) => [
    index('patient_visits_last_missed_idx').on(t.lastMissed),
    index('patient_visits_last_visit_idx').on(t.lastVisit),
  ],
);

/**
 * Per patient, their latest dispense of ARVs numbered as retention.ts's latestDispense (day × 1000 + days) over
 * every dispense whatever its day, kept by the triggers of migration 0016 from arv_dispenses. The index (migration
 * 0029) finds the few dispensed after the tracing list's day.
 */
export const patientSupplies = pgTable(
  'patient_supplies',
  {
    patientId: integer('patient_id').primaryKey(),
    latest: integer('latest').notNull(),
    /**
     * Every dispense numbered the same way, smallest first (migration 0036): the whole clinic's indicators find the
     * latest on or before a day by a binary search (width_bucket) instead of grouping every dispense.
     */
    dispensed: integer('dispensed').array().notNull().default(sql`'{}'`),
    /** The day of the patient's first treatment start. */
    firstStart: date('first_start', { mode: 'string' }),
  },
  (t) => [index('patient_supplies_latest_idx').on(t.latest)],
);

/**
 * Per patient with a run-out or a missed appointment, what the tracing list compares (rules R1–R3 of retention.ts)
 * as patient_visits and patient_supplies say them: the run-out of the latest dispense, the latest missed
 * appointment and the latest contact (a visit or a dispense). Kept by the triggers of migration 0018 from those two
 * tables. The indexes (migration 0020) find the two ways a patient on ART can be late (R3 v2): a run-out passed,
 * whatever contact came after it, and a missed appointment with no contact since; so the whole clinic's tracing
 * list reads no patient on time (clinic/retention.ts).
 */
export const patientReferences = pgTable(
  'patient_references',
  {
    patientId: integer('patient_id').primaryKey(),
    runOut: date('run_out', { mode: 'string' }),
    /** the day of the latest dispense, whose run-out run_out is (migration 0029) */
    dispensed: date('dispensed', { mode: 'string' }),
    lastMissed: date('last_missed', { mode: 'string' }),
    lastContact: date('last_contact', { mode: 'string' }),
  },
  (t) => [
    index('patient_references_run_out_idx').on(t.runOut),
    index('patient_references_missed_idx')
      .on(t.lastMissed)
      .where(sql`"run_out" is not null and ("last_contact" is null or "last_contact" < "last_missed")`),
  ],
);

/** A result as patient_courses keeps it (migration 0033): its columns and those of its appointment and specimen. */
export interface CourseResultCopy {
  test_result_id: number;
  test_type_id: number | null;
  kind: string | null;
  appointment_date: string;
  created_at: string;
  collected_at: string | null;
  numeric_value: number | null;
  below_detection: boolean;
  result_value: string;
  is_anonymous: boolean;
}

/** A treatment as patient_courses keeps it, with its regimen's name and whether its appointment was anonymous. */
export interface CourseRegimenCopy {
  treatment_id: number;
  regimen_id: number;
  regimen_name: string;
  start_date: string;
  end_date: string;
  switch_reason: string | null;
  switch_reason_text: string | null;
  override_reason: string | null;
  is_anonymous: boolean;
}

/** A dispense as patient_courses keeps it (from arv_dispenses), latest first. */
export interface CourseDispenseCopy {
  dispense_date: string;
  days: number;
  is_anonymous: boolean;
}

/**
 * Per patient, every result, treatment and dispense of ARVs with what decides who may see it (its appointment's
 * anonymity), kept by the triggers of migration 0033 from test_results, appointments, specimens, test_types,
 * treatments, arv_regimens and arv_dispenses. A patient's course (clinic/patient-courses.ts) reads one row instead
 * of joining those tables for every result: a doctor's worklist reads some 500 patients' courses at once.
 */
export const patientCourses = pgTable('patient_courses', {
  patientId: integer('patient_id').primaryKey(),
  results: jsonb('results').$type<CourseResultCopy[]>().notNull(),
  regimens: jsonb('regimens').$type<CourseRegimenCopy[]>().notNull(),
  dispenses: jsonb('dispenses').$type<CourseDispenseCopy[]>().notNull(),
});

/** What came of calling a late or interrupted patient (TRACING_OUTCOMES); the latest one counts. */
export const tracingOutcomes = pgTable(
  'tracing_outcomes',
  {
    tracingOutcomeId: serial('tracing_outcome_id').primaryKey(),
    patientId: patientRef(),
    date: date('date', { mode: 'string' }).notNull(),
    outcome: tracingOutcomeEnum('outcome').notNull(),
    notes: text('notes'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('tracing_outcomes_patient_idx').on(t.patientId, t.date)],
);

/** Enhanced adherence counselling after a high viral load, recorded by the patient's doctor. */
export const eacSessions = pgTable(
  'eac_sessions',
  {
    eacSessionId: serial('eac_session_id').primaryKey(),
    patientId: patientRef(),
    doctorId: doctorRef(),
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('eac_sessions_patient_idx').on(t.patientId)],
);

/** A patient's dated weights, recorded by their doctor; the prescribing checks read the latest. */
export const patientWeights = pgTable(
  'patient_weights',
  {
    weightId: serial('weight_id').primaryKey(),
    patientId: patientRef(),
    doctorId: doctorRef(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('patient_weights_patient_idx').on(t.patientId),
    check('patient_weights_kg_ck', sql`${t.weightKg} >= 0.5 and ${t.weightKg} <= 300`),
  ],
);

/** The clinic's monitoring thresholds and intervals: one row, edited by an administrator. */
export const clinicalSettings = pgTable(
  'clinical_settings',
  {
    id: smallint('id').primaryKey().default(1),
    thresholds: jsonb('thresholds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('clinical_settings_single_ck', sql`${t.id} = 1`)],
);

export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    scheduleId: serial('schedule_id').primaryKey(),
    doctorId: ownedByDoctor(),
    workDay: weekdayEnum('work_day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    uniqueIndex('doctor_schedules_doctor_day_uq').on(t.doctorId, t.workDay),
    check('doctor_schedules_hours_ck', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    codeId: serial('code_id').primaryKey(),
    userId: ownedByUser(),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  // A new code replaces the old one of the same purpose.
  (t) => [uniqueIndex('verification_codes_user_purpose_uq').on(t.userId, t.purpose)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    emailId: serial('email_id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Optional key that makes a mail unique (e.g. one treatment notice per treatment). */
    dedupeKey: varchar('dedupe_key', { length: 100 }).unique(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Timed work shared by every replica (docs/decisions/0010-scheduled-jobs.md): one row per job, claimed with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until), so one replica runs a due job at a time.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * Failed logins counted per subject (accounts/login-throttle.ts): an account name, whether or not an account has it,
 * or a client address. One row per subject, kept only as long as its window or its lock needs it.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** 'account:' and the lower-cased name, or 'address:' and the client address. */
    subject: varchar('subject', { length: 120 }).primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on an account name after too many wrong passwords: its logins are refused until then, from any address. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_failures_window_idx').on(t.windowStartedAt)],
);

/**
 * When each signed token was last used (plugins/auth.ts): a token unused for the idle timeout is refused on every
 * replica. Written at most once a minute per token; a row is useless once its token would have expired anyway.
 */
export const sessionActivity = pgTable(
  'session_activity',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_activity_expires_idx').on(t.expiresAt)],
);

/** Every code mail queued, by lower-cased address: the hourly and daily caps count these rows. */
export const codeMailSends = pgTable(
  'code_mail_sends',
  {
    sendId: serial('send_id').primaryKey(),
    address: varchar('address', { length: 254 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('code_mail_sends_address_idx').on(t.address, t.sentAt)],
);

/** Tokens ended by logout before their expiry; a row is useless once the token would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** What an access-log event says, in the log and on its way into it (auditEvents, auditPending). */
const auditEntryColumns = () => ({
  actorUserId: integer('actor_user_id'),
  actorRole: roleEnum('actor_role'),
  patientId: integer('patient_id'),
  action: auditActionEnum('action').notNull(),
  category: auditCategoryEnum('category').notNull(),
  recordId: integer('record_id'),
  outcome: auditOutcomeEnum('outcome').notNull(),
  clientAddress: varchar('client_address', { length: 64 }),
  requestId: varchar('request_id', { length: 64 }),
});

/**
 * The access log of patients' health and identity data (src/audit/). Append-only: migration 0012's triggers refuse
 * UPDATE, DELETE and TRUNCATE, and number and hash each row as it is inserted, chained to the previous row
 * (`event_id`, `prev_hash`, `hash`), so that a row changed or removed behind the triggers' back shows in
 * audit_chain_breaks(). The ids are plain numbers, not foreign keys: the log outlives what it speaks of.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    /** The row's place in the chain, set by the insert trigger: 1, 2, 3... in the order of the inserts. */
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    ...auditEntryColumns(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_events_patient_idx').on(t.patientId, t.at),
    index('audit_events_actor_idx').on(t.actorUserId, t.at),
    index('audit_events_at_idx').on(t.at),
  ],
);

/**
 * The events of audited writes, inserted in the write's transaction and moved into audit_events by the next
 * insert there (src/audit/events.ts): a write's transaction commits its event without taking the chain's lock, which
 * it would otherwise hold until its commit while every read's event waited.
 */
export const auditPending = pgTable('audit_pending', {
  pendingId: serial('pending_id').primaryKey(),
  ...auditEntryColumns(),
});

/** One account reading the records of many patients within a short window (src/audit/alerts.ts). */
export const auditAlerts = pgTable(
  'audit_alerts',
  {
    alertId: serial('alert_id').primaryKey(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').notNull(),
    patientCount: integer('patient_count').notNull(),
    windowMinutes: integer('window_minutes').notNull(),
  },
  (t) => [index('audit_alerts_actor_idx').on(t.actorUserId, t.raisedAt)],
);

/**
 * The specimen of a lab-test appointment, once the doctor marked it collected: its printable code
 * (packages/contract/src/specimen-code.ts) and when it was drawn. An appointment has at most one.
 */
export const specimens = pgTable('specimens', {
  appointmentId: integer('appointment_id')
    .primaryKey()
    .references(() => appointments.appointmentId),
  specimenCode: varchar('specimen_code', { length: 13 }).notNull().unique(),
  collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
  collectedBy: integer('collected_by')
    .notNull()
    .references(() => users.userId),
  createdAt: createdAt(),
});

/** The last specimen sequence number given out in each year: one row a year, taken with a row lock. */
export const specimenSequences = pgTable('specimen_sequences', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * A laboratory's system allowed to send results (POST /Lab/Import) with its key as the bearer token: the key is
 * shown once when made and kept only as its SHA-256; a revoked connection is refused at once by every replica,
 * since each request reads this table.
 */
export const labConnections = pgTable('lab_connections', {
  connectionId: serial('connection_id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.userId),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** One file or message a doctor or a laboratory sent, with its outcome counts (the import report). */
export const labImports = pgTable('lab_imports', {
  importId: serial('import_id').primaryKey(),
  format: varchar('format', { length: 10 }).notNull(),
  /** SHA-256 of the bytes received. */
  fileHash: varchar('file_hash', { length: 64 }).notNull(),
  importedBy: integer('imported_by').references(() => users.userId),
  connectionId: integer('connection_id').references(() => labConnections.connectionId),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Each row of an import with its outcome; the held ones (a conflict, no match, a value to be read by a person)
 * wait in the review queue of the doctors of the patient they name until one matches or rejects them.
 */
export const labImportRows = pgTable(
  'lab_import_rows',
  {
    rowId: serial('row_id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => labImports.importId),
    line: integer('line').notNull(),
    outcome: varchar('outcome', { length: 12 }).notNull(),
    reason: text('reason'),
    specimenCode: varchar('specimen_code', { length: 40 }),
    artNumber: varchar('art_number', { length: 30 }),
    collectedDate: date('collected_date', { mode: 'string' }),
    testText: varchar('test_text', { length: 100 }),
    testKind: varchar('test_kind', { length: 20 }),
    valueText: varchar('value_text', { length: 200 }),
    unit: varchar('unit', { length: 30 }),
    appointmentId: integer('appointment_id').references(() => appointments.appointmentId),
    patientId: integer('patient_id').references(() => patients.patientId),
    /** open while held; matched or rejected once a doctor decided */
    reviewStatus: varchar('review_status', { length: 10 }),
    reviewedBy: integer('reviewed_by').references(() => users.userId),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
  },
  (t) => [
    index('lab_import_rows_import_idx').on(t.importId),
    index('lab_import_rows_open_patient_idx').on(t.patientId).where(sql`${t.reviewStatus} = 'open'`),
  ],
);

/**
 * The channels a patient allowed or withdrew, each with when (the consent a channel needs): no row for e-mail means
 * allowed, as before channels could be chosen; no row for SMS or Zalo means not allowed.
 */
export const messagingConsents = pgTable(
  'messaging_consents',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.patientId),
    channel: messageChannelEnum('channel').notNull(),
    allowed: boolean('allowed').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.channel] })],
);

/**
 * SMS and Zalo messages waiting to go, sent, delivered or failed: sent once across replicas as the e-mail outbox's
 * rows are (messaging/worker.ts). The log shows them without a body: only the template and its neutral parameters
 * are kept, and the phone they went to.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    messageId: serial('message_id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.patientId),
    channel: messageChannelEnum('channel').notNull(),
    template: messageTemplateEnum('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    status: messageStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    /** Makes a message unique (one reminder per appointment and channel); a second enqueue is a no-op. */
    dedupeKey: varchar('dedupe_key', { length: 120 }).unique(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('message_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('message_outbox_provider_idx').on(t.providerMessageId),
  ],
);

/**
 * The Zalo Official Account's tokens: each refresh token works once, so the renewed pair is kept here (one row)
 * and renewed under a row lock, by one replica at a time.
 */
export const zaloTokens = pgTable('zalo_tokens', {
  id: smallint('id').primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The links of appointment reminders (apps/server/src/messaging/reminder-link.ts): the token kept as its SHA-256,
 * valid until the appointment starts and used once.
 */
export const reminderLinks = pgTable('reminder_links', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  appointmentId: integer('appointment_id')
    .notNull()
    .references(() => appointments.appointmentId),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** What a patient answered through a reminder's link: they will come, or they will not; the doctor's agenda shows it. */
export const appointmentResponses = pgTable('appointment_responses', {
  appointmentId: integer('appointment_id')
    .primaryKey()
    .references(() => appointments.appointmentId),
  response: varchar('response', { length: 10 }).$type<'confirmed' | 'declined'>().notNull(),
  respondedAt: timestamp('responded_at', { withTimezone: true }).notNull(),
});
