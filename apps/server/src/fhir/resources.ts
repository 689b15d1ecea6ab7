import { type AppointmentStatus, readQualitativeResult } from '@clinic/contract';
import type {
  CarePlan,
  CodeableConcept,
  Condition,
  Appointment as FhirAppointment,
  Identifier,
  Observation,
  Patient,
} from '@medplum/fhirtypes';
import {
  CD4_SNOMED,
  HIV_INFECTION,
  IDENTIFIER_SYSTEMS,
  LOINC,
  loincOf,
  type ObservationKind,
  PROFILES,
  SNOMED,
  SNOMED_RESULT,
  SPECIMEN_COLLECTION_DATE,
  VIRAL_LOAD_INDICATIONS,
} from './profiles.js';

const coding = (system: string, code: string): CodeableConcept => ({ coding: [{ system, code }] });

export interface PatientRecord {
  patientId: number;
  fullName: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  artNumber: string | null;
  nationalId: string | null;
  insuranceNumber: string | null;
  artStartDate?: string | null;
}

/** A patient as the guide's hiv-patient: their identifiers in its systems, name, sex and birth date. */
export function patientResource(p: PatientRecord): Patient {
  const identifier: Identifier[] = (
    [
      [IDENTIFIER_SYSTEMS.artNumber, p.artNumber],
      [IDENTIFIER_SYSTEMS.nationalId, p.nationalId],
      [IDENTIFIER_SYSTEMS.insuranceNumber, p.insuranceNumber],
    ] as const
  ).flatMap(([system, value]) => (value ? [{ system, value }] : []));
  return {
    resourceType: 'Patient',
    id: String(p.patientId),
    meta: { profile: [PROFILES.patient] },
    ...(identifier.length > 0 && { identifier }),
    name: [{ text: p.fullName }],
    gender: p.gender === 'Female' ? 'female' : 'male',
    birthDate: p.dateOfBirth,
  };
}

/**
 * The patient's HIV infection as the guide's hiv-condition: active and confirmed, since the clinic cares for it;
 * ART started on `artStartDate` when it is known (the diagnosis day is not recorded here).
 */
export function conditionResource(patientId: number, artStartDate: string | null): Condition {
  return {
    resourceType: 'Condition',
    id: `hiv-${patientId}`,
    meta: { profile: [PROFILES.condition] },
    clinicalStatus: coding('http://terminology.hl7.org/CodeSystem/condition-clinical', 'active'),
    verificationStatus: coding('http://terminology.hl7.org/CodeSystem/condition-ver-status', 'confirmed'),
    code: coding(SNOMED, HIV_INFECTION),
    subject: { reference: `Patient/${patientId}` },
    ...(artStartDate && { note: [{ text: `ART từ ${artStartDate}` }] }),
  };
}

export interface ResultRecord {
  testResultId: number;
  patientId: number;
  kind: ObservationKind;
  /** The day the sample was taken (the collection's when there is one), yyyy-MM-dd. */
  sampleDay: string;
  recordedAt: Date;
  numericValue: number | null;
  belowDetection: boolean;
  resultValue: string;
  unit: string | null;
  /** A viral load's indication in the guide's code system (viralLoadIndication). */
  indication?: string;
}

/**
 * Positive and negative (HBsAg, CrAg) as the SNOMED CT findings, read as the clinic's own rules read them
 * (readQualitativeResult); anything else is left as written.
 */
function qualitative(value: string): CodeableConcept {
  const read = readQualitativeResult(value);
  return read ? coding(SNOMED, SNOMED_RESULT[read]) : { text: value };
}

/**
 * A result as an Observation: LOINC for every kind, and for a viral load or CD4 the guide's profile, its code (the
 * viral load's indication beside LOINC, CD4's SNOMED CT) and the collection day as its `time` component.
 */
export function observationResource(r: ResultRecord): Observation {
  const loinc = { system: LOINC, code: loincOf(r.kind) };
  const code: CodeableConcept =
    r.kind === 'viralLoad'
      ? { coding: [{ system: VIRAL_LOAD_INDICATIONS, code: r.indication ?? '3' }, loinc] }
      : r.kind === 'cd4'
        ? { coding: [{ system: SNOMED, code: CD4_SNOMED }, loinc] }
        : { coding: [loinc] };
  const profile = r.kind === 'viralLoad' ? PROFILES.viralLoad : r.kind === 'cd4' ? PROFILES.cd4 : undefined;
  const value: Partial<Observation> =
    r.kind === 'hbsag' || r.kind === 'crag'
      ? { valueCodeableConcept: qualitative(r.resultValue) }
      : r.numericValue !== null
        ? { valueQuantity: { value: r.numericValue, ...(r.unit && { unit: r.unit }) } }
        : r.belowDetection
          ? { valueCodeableConcept: coding(SNOMED, SNOMED_RESULT.notDetected) }
          : { valueString: r.resultValue };
  return {
    resourceType: 'Observation',
    id: String(r.testResultId),
    ...(profile && { meta: { profile: [profile] } }),
    status: 'final',
    code,
    subject: { reference: `Patient/${r.patientId}` },
    effectiveDateTime: r.sampleDay,
    issued: r.recordedAt.toISOString(),
    ...value,
    ...((r.kind === 'viralLoad' || r.kind === 'cd4') && {
      component: [{ code: coding(SNOMED, SPECIMEN_COLLECTION_DATE), valueDateTime: r.sampleDay }],
    }),
  };
}

export interface TreatmentRecord {
  treatmentId: number;
  patientId: number;
  regimenName: string;
  startDate: string;
  endDate: string;
  active: boolean;
}

/** An ARV regimen taken over a period, as the guide's hiv-arv-careplan. */
export function carePlanResource(t: TreatmentRecord): CarePlan {
  return {
    resourceType: 'CarePlan',
    id: String(t.treatmentId),
    meta: { profile: [PROFILES.carePlan] },
    status: t.active ? 'active' : 'completed',
    intent: 'plan',
    title: t.regimenName,
    subject: { reference: `Patient/${t.patientId}` },
    period: { start: t.startDate, end: t.endDate },
  };
}

export interface AppointmentRecord {
  appointmentId: number;
  patientId: number;
  doctorName: string;
  date: string;
  time: string;
  status: AppointmentStatus;
  /** The clinic's time zone offset of the day, e.g. +07:00. */
  offset: string;
}

const APPOINTMENT_STATUS: Record<AppointmentStatus, FhirAppointment['status']> = {
  Scheduled: 'proposed',
  Confirmed: 'booked',
  Completed: 'fulfilled',
  Cancelled: 'cancelled',
  Missed: 'noshow',
};

/** Appointments take whole-hour slots (the appointments table's check): one ends an hour after it starts. */
const SLOT_MS = 3_600_000;

/** An appointment: its status, its slot and the patient and doctor taking part. */
export function appointmentResource(a: AppointmentRecord): FhirAppointment {
  const start = `${a.date}T${a.time.slice(0, 8)}${a.offset}`;
  return {
    resourceType: 'Appointment',
    id: String(a.appointmentId),
    status: APPOINTMENT_STATUS[a.status],
    start,
    end: new Date(Date.parse(start) + SLOT_MS).toISOString(),
    participant: [
      { actor: { reference: `Patient/${a.patientId}` }, status: 'accepted' },
      { actor: { display: a.doctorName }, status: 'accepted' },
    ],
  };
}
