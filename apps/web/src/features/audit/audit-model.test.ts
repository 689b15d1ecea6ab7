import { AUDIT_ACTIONS, AUDIT_CATEGORIES, type AuditAlert, type AuditEvent, ROLES } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { doctorRead } from './audit-fixtures';
import {
  actionLabel,
  actorLabel,
  actorName,
  actorWithRole,
  alertText,
  categoryLabel,
  exportSearch,
  idFilter,
  isFiltered,
  isOwnAccess,
  type LogFilters,
  latestAlerts,
  logFilterQuery,
  logQuery,
  NO_LOG_FILTERS,
  recordAccessQuery,
  withDates,
  withPreset,
} from './audit-model';
import { AUDIT_ACTION_LABELS, AUDIT_CATEGORY_LABELS, AUDIT_ROLE_LABELS } from './messages';

const event: AuditEvent = { ...doctorRead, eventId: 7, at: '2026-11-26T17:05:00.000Z' };

describe('actorLabel', () => {
  it('names a doctor "BS. …"', () => {
    expect(actorLabel(event)).toBe('BS. Nguyễn Thị Mai Lan');
  });
  it('does not say "BS." twice, and falls back to the role without a name', () => {
    expect(actorLabel({ ...event, actorName: 'BS. An' })).toBe('BS. An');
    expect(actorLabel({ ...event, actorName: null })).toBe('Bác sĩ');
    expect(actorLabel({ ...event, actorName: '  ' })).toBe('Bác sĩ');
  });
  it.each([
    ['Staff', 'Nhân viên'],
    ['Admin', 'Quản trị viên'],
    ['Manager', 'Quản lý'],
    ['Patient', 'Bệnh nhân'],
  ] as const)('shows a %s by role (%s), never by name', (role, label) => {
    expect(actorLabel({ actorUserId: 4, actorRole: role, actorName: 'Ai đó' })).toBe(label);
  });
  it('marks the signed-in account\'s own access "Bạn", whatever its role', () => {
    expect(actorLabel({ actorUserId: 9, actorRole: 'Patient', actorName: null }, 9)).toBe('Bạn');
    expect(actorLabel(event, 12)).toBe('Bạn');
    expect(actorLabel(event, 13)).toBe('BS. Nguyễn Thị Mai Lan');
    expect(isOwnAccess({ actorUserId: 9 }, 9)).toBe(true);
    expect(isOwnAccess({ actorUserId: 9 }, 10)).toBe(false);
    expect(isOwnAccess({ actorUserId: null }, null)).toBe(false);
    expect(isOwnAccess({ actorUserId: null }, undefined)).toBe(false);
  });
  it('says "Không xác định" for an event without an account or role', () => {
    expect(actorLabel({ actorUserId: null, actorRole: null, actorName: null }, 9)).toBe('Không xác định');
  });
});

describe("actorName and actorWithRole (the administrator's log)", () => {
  it('names every account, a doctor "BS. …", and falls back to the role, then to "Không xác định"', () => {
    expect(actorName(event)).toBe('BS. Nguyễn Thị Mai Lan');
    expect(actorName({ actorUserId: 4, actorRole: 'Patient', actorName: ' Phạm Minh Khang ' })).toBe(
      'Phạm Minh Khang',
    );
    expect(actorName({ actorUserId: 1, actorRole: 'Admin', actorName: 'Lê Quản Trị' })).toBe('Lê Quản Trị');
    expect(actorName({ actorUserId: 4, actorRole: 'Staff', actorName: null })).toBe('Nhân viên');
    expect(actorName({ actorUserId: null, actorRole: null, actorName: null })).toBe('Không xác định');
  });
  it('puts the role after the name, except for a doctor, whose "BS." says it', () => {
    expect(actorWithRole({ actorUserId: 1, actorRole: 'Admin', actorName: 'Lê Quản Trị' })).toBe(
      'Lê Quản Trị (Quản trị viên)',
    );
    expect(actorWithRole(event)).toBe('BS. Nguyễn Thị Mai Lan');
    expect(actorWithRole({ actorUserId: 4, actorRole: 'Staff', actorName: null })).toBe('Nhân viên');
  });
});

describe('labels', () => {
  it('has a Vietnamese label for every action, category and role of the contract', () => {
    for (const action of AUDIT_ACTIONS) expect(actionLabel({ action })).toBe(AUDIT_ACTION_LABELS[action]);
    for (const category of AUDIT_CATEGORIES) expect(categoryLabel({ category })).toBeTruthy();
    for (const role of ROLES) expect(AUDIT_ROLE_LABELS[role]).toBeTruthy();
  });
  it('words them as the clinic does', () => {
    expect(Object.values(AUDIT_CATEGORY_LABELS)).toEqual([
      'Hồ sơ cá nhân',
      'Lịch hẹn',
      'Kết quả xét nghiệm',
      'Điều trị ARV',
      'Tóm tắt lâm sàng',
      'Theo dõi điều trị',
      'Hồ sơ trong báo cáo cho cơ quan y tế',
    ]);
    expect(Object.values(AUDIT_ACTION_LABELS)).toEqual(['Xem', 'Tạo', 'Cập nhật', 'Xóa', 'Xuất dữ liệu']);
  });
});

describe('the patient filter', () => {
  it("leaves out the patient's own accesses unless the switch asks for them", () => {
    expect(recordAccessQuery({ from: '', to: '' }, 1, 20)).toEqual({
      page: 1,
      pageSize: 20,
      others: 'true',
    });
    expect(recordAccessQuery({ from: '', to: '' }, 1, 20, true)).not.toHaveProperty('others');
  });

  it('sends the page and only the ends that are set', () => {
    expect(recordAccessQuery({ from: '', to: '' }, 1, 20, true)).toEqual({ page: 1, pageSize: 20 });
    expect(recordAccessQuery({ from: '2026-11-01', to: '' }, 2, 20, true)).toEqual({
      page: 2,
      pageSize: 20,
      from: '2026-11-01',
    });
    expect(recordAccessQuery({ from: '2026-11-01', to: '2026-11-01' }, 1, 20, true)).toEqual({
      page: 1,
      pageSize: 20,
      from: '2026-11-01',
      to: '2026-11-01',
    });
  });
  it('asks nothing while "from" is after "to"', () => {
    expect(recordAccessQuery({ from: '2026-11-02', to: '2026-11-01' }, 1, 20)).toBeNull();
  });
});

describe('the admin filters', () => {
  const all: LogFilters = {
    from: '2026-11-01',
    to: '2026-11-30',
    preset: '',
    userId: 12,
    patient: ' nguyen ',
  };

  it('maps every set filter to the query, the patient trimmed, and leaves the blank ones out', () => {
    expect(logQuery(NO_LOG_FILTERS, 1, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(logQuery(all, 3, 20)).toEqual({
      page: 3,
      pageSize: 20,
      from: '2026-11-01',
      to: '2026-11-30',
      userId: 12,
      patient: 'nguyen',
    });
    expect(logFilterQuery({ ...NO_LOG_FILTERS, patient: '3' })).toEqual({ patient: '3' });
    expect(logFilterQuery({ ...NO_LOG_FILTERS, patient: '   ' })).toEqual({});
  });
  it('sends a window instead of dates, never both', () => {
    expect(logFilterQuery({ ...all, preset: '24h' })).toEqual({
      preset: '24h',
      userId: 12,
      patient: 'nguyen',
    });
  });
  it('clears the dates when a window is chosen, the window when a date is typed, and unchooses on a second press', () => {
    const last24 = withPreset(all, '24h');
    expect(last24).toMatchObject({ preset: '24h', from: '', to: '' });
    expect(withPreset(last24, '7d').preset).toBe('7d');
    expect(withPreset(last24, '24h').preset).toBe('');
    expect(withDates(last24, { from: '2026-11-02', to: '' })).toMatchObject({
      preset: '',
      from: '2026-11-02',
    });
    expect(withDates(last24, { from: '', to: '' }).preset).toBe('24h');
  });
  it('asks nothing and exports without filters while the range is reversed', () => {
    const reversed = { ...all, from: '2026-12-01' };
    expect(logQuery(reversed, 1, 20)).toBeNull();
    expect(exportSearch(reversed)).toBe('');
  });
  it('exports with the same filters, without paging', () => {
    expect(exportSearch(all)).toBe('?patient=nguyen&userId=12&from=2026-11-01&to=2026-11-30');
    expect(exportSearch({ ...NO_LOG_FILTERS, patient: 'Phạm Minh', preset: '24h' })).toBe(
      '?patient=Ph%E1%BA%A1m+Minh&preset=24h',
    );
    expect(exportSearch({ ...NO_LOG_FILTERS, userId: 5 })).toBe('?userId=5');
    expect(exportSearch(NO_LOG_FILTERS)).toBe('');
  });
  it('knows when a filter is set', () => {
    expect(isFiltered(NO_LOG_FILTERS)).toBe(false);
    expect(isFiltered({ from: '', to: '' })).toBe(false);
    expect(isFiltered({ ...NO_LOG_FILTERS, userId: 1 })).toBe(true);
    expect(isFiltered({ ...NO_LOG_FILTERS, patient: 'an' })).toBe(true);
    expect(isFiltered({ ...NO_LOG_FILTERS, patient: ' ' })).toBe(false);
    expect(isFiltered({ ...NO_LOG_FILTERS, preset: '7d' })).toBe(true);
    expect(isFiltered({ from: '', to: '2026-11-01' })).toBe(true);
  });
  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    ['', ''],
    [null, ''],
    [0, ''],
    [-3, ''],
    [1.5, ''],
    ['abc', ''],
  ] as const)('reads the id %j as %j', (typed, id) => {
    expect(idFilter(typed)).toBe(id);
  });
});

describe('alerts', () => {
  const alert = (alertId: number, raisedAt: string, extra: Partial<AuditAlert> = {}): AuditAlert => ({
    alertId,
    raisedAt,
    actorUserId: 12,
    actorRole: 'Doctor',
    actorName: 'Nguyễn Thị Mai Lan',
    patientCount: 25,
    windowMinutes: 10,
    ...extra,
  });

  it('says who read how many records within how long', () => {
    expect(alertText(alert(1, '2026-11-26T03:00:00Z'))).toBe(
      'BS. Nguyễn Thị Mai Lan đã xem hồ sơ của 25 bệnh nhân trong 10 phút',
    );
    expect(alertText(alert(2, '2026-11-26T03:00:00Z', { actorRole: 'Staff', actorName: null }))).toBe(
      'Nhân viên đã xem hồ sơ của 25 bệnh nhân trong 10 phút',
    );
    expect(alertText(alert(3, '2026-11-26T03:00:00Z', { actorRole: 'Staff', actorName: 'Trần An' }))).toBe(
      'Trần An (Nhân viên) đã xem hồ sơ của 25 bệnh nhân trong 10 phút',
    );
  });
  it('keeps the newest few', () => {
    const list = [
      alert(1, '2026-11-24T03:00:00Z'),
      alert(2, '2026-11-26T03:00:00Z'),
      alert(3, '2026-11-25T03:00:00Z'),
    ];
    expect(latestAlerts(list, 2).map((a) => a.alertId)).toEqual([2, 3]);
  });
});
