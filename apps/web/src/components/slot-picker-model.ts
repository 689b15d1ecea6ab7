import {
  formatTimeShort,
  sortByWeekday,
  WEEKDAY_VI,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from '@clinic/contract';

/** A day of GET /Appointment/GetAvailableSlots. */
export interface SlotDay {
  date: string;
  slots: { time: string; doctors: { doctorId: number; doctorName: string }[] }[];
}

/** A doctor of GET /DoctorSchedule/GetWorkingHours. */
export interface WorkingHours {
  doctorId: number;
  doctorName: string;
  schedules: { workDay: string; startTime: string; endTime: string }[];
}

/** One free hour of one doctor: what picking a slot button fills in. */
export interface PickedSlot {
  date: string;
  /** HH:mm:ss */
  time: string;
  doctorId: number;
  doctorName: string;
}

/**
 * The first free hour of the range, or null when every day is full: the patient's own doctor's when
 * `preferredDoctorId` names one who has a free hour, else the first of any doctor.
 */
export function firstFreeSlot(
  days: readonly SlotDay[],
  preferredDoctorId: number | null = null,
): PickedSlot | null {
  if (preferredDoctorId !== null) {
    for (const day of days) {
      for (const slot of day.slots) {
        const own = slot.doctors.find((d) => d.doctorId === preferredDoctorId);
        if (own) return { date: day.date, time: slot.time, ...own };
      }
    }
  }
  for (const day of days) {
    const [slot] = day.slots;
    const doctor = slot?.doctors[0];
    if (slot && doctor) return { date: day.date, time: slot.time, ...doctor };
  }
  return null;
}

/**
 * A day's free hours grouped by doctor, hours in order; the patient's own doctor (`preferredDoctorId`) first, the
 * others by name.
 */
export function hoursByDoctor(
  day: SlotDay | undefined,
  preferredDoctorId: number | null = null,
): { doctorId: number; doctorName: string; times: string[] }[] {
  const byDoctor = new Map<number, { doctorId: number; doctorName: string; times: string[] }>();
  for (const slot of day?.slots ?? []) {
    for (const doctor of slot.doctors) {
      const entry = byDoctor.get(doctor.doctorId) ?? { ...doctor, times: [] };
      entry.times.push(slot.time);
      byDoctor.set(doctor.doctorId, entry);
    }
  }
  const own = (d: { doctorId: number }) => (d.doctorId === preferredDoctorId ? 0 : 1);
  return [...byDoctor.values()].sort(
    (a, b) => own(a) - own(b) || a.doctorName.localeCompare(b.doctorName, 'vi') || a.doctorId - b.doctorId,
  );
}

const hours = (s: { startTime: string; endTime: string }) =>
  `${formatTimeShort(s.startTime)}–${formatTimeShort(s.endTime)}`;

/**
 * A doctor's week in words: the days that share hours together, in weekday order ("Thứ Hai, Thứ Tư, Thứ Sáu
 * 08:00–17:00"), groups with other hours after a semicolon.
 */
export function workingDaysText(schedules: WorkingHours['schedules']): string {
  const groups = new Map<string, string[]>();
  for (const s of sortByWeekday(schedules)) {
    const key = hours(s);
    groups.set(key, [...(groups.get(key) ?? []), WEEKDAY_VI[s.workDay as Weekday] ?? s.workDay]);
  }
  return [...groups].map(([time, days]) => `${days.join(', ')} ${time}`).join('; ');
}

/** The strip's label of a day: its weekday in short ("T2", "CN") and dd/MM. */
export function dayLabel(date: string): { weekday: string; day: string } {
  const weekday = weekdayOf(date);
  const short = weekday === 'Sunday' ? 'CN' : `T${WEEKDAYS.indexOf(weekday) + 2}`;
  return { weekday: short, day: `${date.slice(8, 10)}/${date.slice(5, 7)}` };
}
