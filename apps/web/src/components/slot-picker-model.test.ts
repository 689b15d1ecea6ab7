import { describe, expect, it } from 'vitest';
import { dayLabel, firstFreeSlot, hoursByDoctor, type SlotDay, workingDaysText } from './slot-picker-model';

const an = { doctorId: 2, doctorName: 'Nguyễn An' };
const binh = { doctorId: 1, doctorName: 'Trần Bình' };

const days: SlotDay[] = [
  { date: '2026-11-30', slots: [] },
  {
    date: '2026-12-01',
    slots: [
      { time: '09:00:00', doctors: [binh] },
      { time: '10:00:00', doctors: [an, binh] },
    ],
  },
  { date: '2026-12-02', slots: [{ time: '08:00:00', doctors: [an] }] },
];

describe('firstFreeSlot', () => {
  it.each<[string, SlotDay[], number | null, unknown]>([
    ['skips full days', days, null, { date: '2026-12-01', time: '09:00:00', ...binh }],
    [
      'offers the patient’s own doctor first, however late',
      days,
      an.doctorId,
      { date: '2026-12-01', time: '10:00:00', ...an },
    ],
    [
      'falls back to anyone when the own doctor has no free hour',
      days,
      99,
      { date: '2026-12-01', time: '09:00:00', ...binh },
    ],
    ['null when every day is full', [{ date: '2026-11-30', slots: [] }], an.doctorId, null],
    ['null for no days', [], null, null],
  ])('%s', (_, input, preferred, expected) => {
    expect(firstFreeSlot(input, preferred)).toEqual(expected);
  });
});

describe('hoursByDoctor', () => {
  it('groups a day by doctor, by name, hours in order', () => {
    expect(hoursByDoctor(days[1])).toEqual([
      { ...an, times: ['10:00:00'] },
      { ...binh, times: ['09:00:00', '10:00:00'] },
    ]);
  });

  it('puts the patient’s own doctor first', () => {
    expect(hoursByDoctor(days[1], binh.doctorId).map((d) => d.doctorName)).toEqual([
      'Trần Bình',
      'Nguyễn An',
    ]);
  });

  it('is empty for a full day or no day', () => {
    expect(hoursByDoctor(days[0])).toEqual([]);
    expect(hoursByDoctor(undefined)).toEqual([]);
  });
});

describe('workingDaysText', () => {
  it.each([
    [
      'days with the same hours together, in weekday order',
      [
        { workDay: 'Friday', startTime: '08:00:00', endTime: '17:00:00' },
        { workDay: 'Monday', startTime: '08:00:00', endTime: '17:00:00' },
        { workDay: 'Wednesday', startTime: '08:00:00', endTime: '17:00:00' },
      ],
      'Thứ Hai, Thứ Tư, Thứ Sáu 08:00–17:00',
    ],
    [
      'other hours after a semicolon',
      [
        { workDay: 'Saturday', startTime: '08:00:00', endTime: '12:00:00' },
        { workDay: 'Tuesday', startTime: '13:00:00', endTime: '18:00:00' },
      ],
      'Thứ Ba 13:00–18:00; Thứ Bảy 08:00–12:00',
    ],
    ['nothing for no schedule', [], ''],
  ])('%s', (_, schedules, text) => {
    expect(workingDaysText(schedules)).toBe(text);
  });
});

describe('dayLabel', () => {
  it.each([
    ['2026-11-30', 'T2', '30/11'],
    ['2026-12-05', 'T7', '05/12'],
    ['2026-12-06', 'CN', '06/12'],
  ])('%s is %s %s', (date, weekday, day) => {
    expect(dayLabel(date)).toEqual({ weekday, day });
  });
});
