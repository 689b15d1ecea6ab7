import {
  APPOINTMENT_STATUS_VI,
  type Appointment,
  type AuditEvent,
  formatDateVi,
  formatInstantVi,
  formatTimeShort,
  GENDER_VI,
  type MyData,
  type MyDataProfile,
  type TestResultItem,
  type TreatmentItem,
} from '@clinic/contract';
import { ACTION_LABELS, CATEGORY_LABELS, privacyMessages as m, ROLE_LABELS } from './messages';

/** One labelled value as the page and its print show it. */
export interface Field {
  label: string;
  value: string;
}

/** A notice version (yyyy-MM) as a reader says it: "11/2026"; anything else as it came. */
export function noticeVersionLabel(version: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(version);
  return match ? `${match[2]}/${match[1]}` : version;
}

/** The downloaded file's name: neutral (no word about the service), dated by the clinic's today. */
export function myDataFileName(today: string): string {
  return `du-lieu-cua-toi-${today}.json`;
}

/** The downloaded file's content: the answer as the server sent it, indented for a person to read. */
export function myDataJson(data: MyData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

const orNone = (value: string | null | undefined) => (value?.trim() ? value : m.none);
const yesNo = (value: boolean) => (value ? m.yes : m.no);

/** The reminder e-mails the patient receives, in one line ("lịch hẹn, nhận thuốc"). */
export function remindersText(
  p: Pick<MyDataProfile, 'remindAppointments' | 'remindRefills' | 'remindMissed'>,
) {
  const kinds: string[] = [];
  if (p.remindAppointments) kinds.push(m.remindAppointments);
  if (p.remindRefills) kinds.push(m.remindRefills);
  if (p.remindMissed) kinds.push(m.remindMissed);
  return kinds.length === 0 ? m.noReminders : kinds.join(', ');
}

/** The profile, field by field, including the privacy notice accepted and when (in clinic time). */
export function profileFields(p: MyDataProfile, timeZone: string): Field[] {
  const consent =
    p.privacyNoticeVersion === null
      ? m.consentNone
      : m.consentGiven(
          noticeVersionLabel(p.privacyNoticeVersion),
          formatInstantVi(p.privacyAcceptedAt, timeZone) || m.none,
        );
  return [
    { label: m.fullName, value: p.fullName },
    { label: m.username, value: p.username },
    { label: m.email, value: p.email },
    ...(p.pendingEmail ? [{ label: m.pendingEmail, value: p.pendingEmail }] : []),
    { label: m.phoneNumber, value: orNone(p.phoneNumber) },
    { label: m.dateOfBirth, value: orNone(formatDateVi(p.dateOfBirth)) },
    { label: m.gender, value: GENDER_VI[p.gender] ?? p.gender },
    { label: m.address, value: orNone(p.address) },
    { label: m.bloodType, value: orNone(p.bloodType) },
    { label: m.isPregnant, value: yesNo(p.isPregnant) },
    { label: m.specialNotes, value: orNone(p.specialNotes) },
    { label: m.reminders, value: remindersText(p) },
    {
      label: m.accountStatus,
      value: `${p.isActive ? m.accountActive : m.accountInactive}, ${p.isVerified ? m.verified : m.notVerified}`,
    },
    { label: m.consent, value: consent },
  ];
}

/** "dd/MM/yyyy HH:mm" of an appointment's day and hour. */
export const appointmentWhen = (a: Pick<Appointment, 'appointmentDate' | 'appointmentTime'>) =>
  `${formatDateVi(a.appointmentDate)} ${formatTimeShort(a.appointmentTime)}`;

export function appointmentFields(a: Appointment): Field[] {
  const kind =
    a.appointmentType === 'Medication'
      ? [m.typeMedication, a.testTypeName].filter(Boolean).join(': ')
      : m.typeAppointment;
  return [
    { label: m.doctor, value: a.doctorName },
    { label: m.kind, value: a.isAnonymous ? `${kind} (${m.anonymous})` : kind },
    { label: m.status, value: APPOINTMENT_STATUS_VI[a.status] ?? a.status },
  ];
}

/** The value with its unit ("650 tế bào/mm³"). */
export function resultText(r: Pick<TestResultItem, 'resultValue' | 'unit'>): string {
  return r.unit?.trim() ? `${r.resultValue} ${r.unit}` : r.resultValue;
}

export function testResultFields(r: TestResultItem): Field[] {
  return [
    { label: m.result, value: resultText(r) },
    { label: m.normalRange, value: orNone(r.normalRange) },
    { label: m.doctor, value: r.doctorName },
    { label: m.notes, value: orNone(r.notes) },
  ];
}

/** The regimen's components, in order, without the empty places. */
export function treatmentComponents(
  t: Pick<TreatmentItem, 'component1Name' | 'component2Name' | 'component3Name' | 'component4Name'>,
): string {
  return [t.component1Name, t.component2Name, t.component3Name, t.component4Name]
    .filter((name): name is string => Boolean(name?.trim()))
    .join(', ');
}

export function treatmentFields(t: TreatmentItem): Field[] {
  return [
    { label: m.components, value: orNone(treatmentComponents(t)) },
    { label: m.period, value: m.periodText(formatDateVi(t.startDate), formatDateVi(t.endDate)) },
    { label: m.usage, value: `${t.usageInstructions} (${m.timesPerDay(t.frequency)})` },
    { label: m.runOut, value: orNone(formatDateVi(t.runOutDate)) },
    { label: m.nextVisit, value: orNone(formatDateVi(t.refillDueDate)) },
    { label: m.doctor, value: t.doctorName },
    { label: m.notes, value: orNone(t.notes) },
  ];
}

/** One record as its section lists it: a heading (when, and what) above its fields. */
export interface RecordEntry {
  key: number;
  heading: string;
  fields: Field[];
}

export const appointmentEntry = (a: Appointment): RecordEntry => ({
  key: a.appointmentId,
  heading: appointmentWhen(a),
  fields: appointmentFields(a),
});

/** A result under its appointment's day and hour and its test type, when it has one. */
export const testResultEntry = (r: TestResultItem): RecordEntry => ({
  key: r.testResultId,
  heading: [appointmentWhen(r), r.testTypeName].filter(Boolean).join(' · '),
  fields: testResultFields(r),
});

export const treatmentEntry = (t: TreatmentItem): RecordEntry => ({
  key: t.treatmentId,
  heading: t.regimenName,
  fields: treatmentFields(t),
});

/** Who accessed the record: "Bạn" for the patient themself, a doctor by name, anyone else by role. */
export function accessActor(
  e: Pick<AuditEvent, 'actorUserId' | 'actorRole' | 'actorName'>,
  selfUserId: number,
): string {
  if (e.actorUserId !== null && e.actorUserId === selfUserId) return m.you;
  if (e.actorRole === 'Doctor') {
    const name = e.actorName?.trim();
    if (!name) return ROLE_LABELS.Doctor;
    return /^BS\.?\s/i.test(name) ? name : m.doctorName(name);
  }
  return e.actorRole ? ROLE_LABELS[e.actorRole] : m.unknownActor;
}

/** What was done to which part of the record: "Xem kết quả xét nghiệm". */
export const accessWhat = (e: Pick<AuditEvent, 'action' | 'category'>) =>
  `${ACTION_LABELS[e.action]} ${CATEGORY_LABELS[e.category].toLowerCase()}`;

/** One access-log event in one line: who, what, and a refusal when it was one. */
export function accessLine(e: AuditEvent, selfUserId: number): string {
  const line = `${accessActor(e, selfUserId)}: ${accessWhat(e)}`;
  return e.outcome === 'refused' ? `${line} (${m.refused})` : line;
}

/** The note under a log that holds only the newest events; null when it holds them all. */
export function recordAccessNote(shown: number, total: number): string | null {
  return total > shown ? m.recordAccessPartial(shown, total) : null;
}
