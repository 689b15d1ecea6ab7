import { APPOINTMENT_STATUSES } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { appointmentFixture } from '../../test/appointments';
import {
  isFiltered,
  managerQuery,
  parseStatusFilter,
  rowActions,
  STATUS_FILTER_OPTIONS,
} from './appointment-model';

const base = appointmentFixture({
  patientId: 5,
  patientName: 'Nguyễn Văn Bình',
  appointmentType: 'Medication',
  testTypeId: 1,
  testTypeName: 'CD4',
});

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

describe('managerQuery', () => {
  const none = { status: 'all', from: '', to: '', search: '', sort: 'desc' } as const;
  it('asks for the page alone when nothing is filtered, newest first being the default', () => {
    expect(managerQuery(none, 1, 10)).toEqual({ page: 1, pageSize: 10 });
    expect(isFiltered(none)).toBe(false);
  });
  it('sends every filter set, and the oldest-first order', () => {
    const f = {
      status: 'Confirmed',
      from: '2030-01-01',
      to: '2030-01-31',
      search: 'Bình',
      sort: 'asc',
    } as const;
    expect(managerQuery(f, 3, 10)).toEqual({
      page: 3,
      pageSize: 10,
      status: 'Confirmed',
      from: '2030-01-01',
      to: '2030-01-31',
      search: 'Bình',
      sort: 'asc',
    });
    expect(isFiltered(f)).toBe(true);
    expect(isFiltered({ ...none, to: '2030-01-31' })).toBe(true);
  });
  it('asks nothing while the range is reversed (the server would refuse it)', () => {
    expect(managerQuery({ ...none, from: '2030-02-01', to: '2030-01-31' }, 1, 10)).toBeNull();
    expect(managerQuery({ ...none, from: '2030-01-31', to: '2030-01-31' }, 1, 10)).not.toBeNull();
  });
});

describe('STATUS_FILTER_OPTIONS', () => {
  it('offers every status of the contract, Missed included, after "all"', () => {
    expect(STATUS_FILTER_OPTIONS).toEqual(['all', ...APPOINTMENT_STATUSES]);
    expect(STATUS_FILTER_OPTIONS).toContain('Missed');
    expect(parseStatusFilter('Missed')).toBe('Missed');
  });
});
