import { APPOINTMENT_STATUSES, type Appointment } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import {
  filterAppointments,
  parseStatusFilter,
  rowActions,
  STATUS_FILTER_OPTIONS,
} from './appointment-model';

const base: Appointment = {
  appointmentId: 1,
  patientId: 5,
  doctorId: 2,
  doctorName: 'BS. An',
  patientName: 'Nguyễn Văn Bình',
  appointmentDate: '2030-01-10',
  appointmentTime: '09:00:00',
  appointmentType: 'Medication',
  testTypeId: 1,
  testTypeName: 'CD4',
  isAnonymous: false,
  status: 'Scheduled',
  hasTestResult: false,
  testResultId: null,
  hasTreatment: false,
};

describe('rowActions', () => {
  it('offers accept and cancel on a Scheduled row', () => {
    expect(rowActions(base)).toEqual(['accept', 'cancel']);
  });
  it('offers the result on a Confirmed row without one', () => {
    expect(rowActions({ ...base, status: 'Confirmed' })).toEqual(['createResult']);
  });
  it('offers the prescription on a Confirmed row with a result', () => {
    expect(rowActions({ ...base, status: 'Confirmed', hasTestResult: true })).toEqual(['createPrescription']);
  });
  it('offers nothing once a treatment exists or on a final status', () => {
    expect(rowActions({ ...base, status: 'Confirmed', hasTestResult: true, hasTreatment: true })).toEqual([]);
    expect(rowActions({ ...base, status: 'Completed', hasTestResult: true, hasTreatment: true })).toEqual([]);
    expect(rowActions({ ...base, status: 'Cancelled' })).toEqual([]);
  });
});

describe('parseStatusFilter', () => {
  it('accepts the four statuses and falls back to all', () => {
    expect(parseStatusFilter('Confirmed')).toBe('Confirmed');
    expect(parseStatusFilter('confirmed')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
  });
});

describe('filterAppointments', () => {
  const rows: Appointment[] = [
    base,
    { ...base, appointmentId: 2, patientName: 'Ẩn danh', isAnonymous: true, appointmentDate: '2030-01-12' },
    {
      ...base,
      appointmentId: 3,
      status: 'Confirmed',
      appointmentDate: '2030-01-11',
      testTypeName: 'Tải lượng',
    },
  ];
  const opts = {
    status: 'all' as const,
    search: '',
    sort: 'desc' as const,
    typeLabel: () => 'Xét nghiệm',
    statusLabel: (a: Appointment) => a.status,
  };
  it('sorts by date and time', () => {
    expect(filterAppointments(rows, opts).map((a) => a.appointmentId)).toEqual([2, 3, 1]);
    expect(filterAppointments(rows, { ...opts, sort: 'asc' }).map((a) => a.appointmentId)).toEqual([1, 3, 2]);
  });
  it('filters by status and searches without accents', () => {
    expect(filterAppointments(rows, { ...opts, status: 'Confirmed' }).map((a) => a.appointmentId)).toEqual([
      3,
    ]);
    expect(filterAppointments(rows, { ...opts, search: 'an danh' }).map((a) => a.appointmentId)).toEqual([2]);
    expect(filterAppointments(rows, { ...opts, search: 'binh' }).map((a) => a.appointmentId)).toEqual([3, 1]);
    expect(filterAppointments(rows, { ...opts, search: '11/01/2030' }).map((a) => a.appointmentId)).toEqual([
      3,
    ]);
  });
});

describe('STATUS_FILTER_OPTIONS', () => {
  it('offers every status of the contract, Missed included, after "all"', () => {
    expect(STATUS_FILTER_OPTIONS).toEqual(['all', ...APPOINTMENT_STATUSES]);
    expect(STATUS_FILTER_OPTIONS).toContain('Missed');
    expect(parseStatusFilter('Missed')).toBe('Missed');
  });
});
