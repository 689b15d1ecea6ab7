import { describe, expect, it } from 'vitest';
import {
  adminCountRows,
  countTicks,
  doctorCountRows,
  monthBars,
  monthLabel,
  systemCountRows,
  ZERO_SYSTEM_COUNTS,
} from './statistics-model';

describe('monthLabel', () => {
  it('is m/yyyy without a leading zero', () => {
    expect(monthLabel(3, 2025)).toBe('3/2025');
    expect(monthLabel(12, 2024)).toBe('12/2024');
  });
});

describe('monthBars', () => {
  it('keeps the server order and names the series Lịch khám', () => {
    const bars = monthBars([
      { month: 12, year: 2024, label: '12/2024', count: 2 },
      { month: 1, year: 2025, label: '01/2025', count: 0 },
    ]);
    expect(bars).toEqual([
      { month: '12/2024', 'Lịch khám': 2 },
      { month: '1/2025', 'Lịch khám': 0 },
    ]);
  });
});

describe('count rows', () => {
  const counts = {
    ...ZERO_SYSTEM_COUNTS,
    patients: 5,
    doctors: 2,
    staff: 1,
    accountsTotal: 8,
    articles: 4,
    treatments: 3,
    regimens: 6,
    testTypes: 4,
    testResults: 9,
    arvComponents: 13,
  };

  it('splits the admin table into the expandable accounts and the other counts', () => {
    const { accounts, others } = adminCountRows(counts);
    expect(accounts.map((r) => r.value)).toEqual([5, 2, 1]);
    expect(others.map((r) => r.key)).toEqual(
      'articles treatments regimens testTypes testResults arvComponents'.split(' '),
    );
  });

  it('gives the eight bars of the staff and manager charts', () => {
    const rows = systemCountRows(counts);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.value)).toEqual([4, 3, 6, 4, 9, 13, 5, 2]);
  });

  it('gives the doctor two rows', () => {
    expect(doctorCountRows({ scope: 'doctor', patients: 3, testResults: 7, appointments: 10 })).toEqual([
      { key: 'patients', label: 'Số bệnh nhân (không tính lịch hẹn ẩn danh)', value: 3 },
      { key: 'testResults', label: 'Số kết quả xét nghiệm', value: 7 },
    ]);
  });
});

describe('countTicks', () => {
  it.each([
    [
      [0, 2, 3],
      [0, 1, 2, 3, 4],
    ],
    [
      [0, 0],
      [0, 1],
    ],
    [[], [0, 1]],
    [
      [6, 1, 3],
      [0, 1, 2, 3, 4, 5, 6, 7],
    ],
    [[10], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [
      [0, 25],
      [0, 5, 10, 15, 20, 25, 30],
    ],
    [[11], [0, 5, 10, 15]],
    [[99], [0, 20, 40, 60, 80, 100]],
    [[100], [0, 20, 40, 60, 80, 100, 120]],
    [[4321], [0, 1000, 2000, 3000, 4000, 5000]],
    [
      [Number.NaN, 2.2],
      [0, 1, 2, 3, 4],
    ],
  ])('%j gives %j', (values, ticks) => {
    expect(countTicks(values)).toEqual(ticks);
  });
});
