// @vitest-environment jsdom
import type { PatientListItem } from '@clinic/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { patientProfile } from '../../test/patient-profile';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { PatientsPage } from './accounts-list-pages';

const patient = (userId: number, patientId: number, fullName: string): PatientListItem => ({
  ...patientProfile,
  userId,
  patientId,
  username: `bn${patientId}`,
  fullName,
});

stubFetch(async () =>
  envelopeReply(200, [patient(40, 12, 'Trần Thị Bình'), patient(41, 3, 'Lê Văn Cường')], {
    meta: { page: 1, pageSize: 10, total: 2 },
  }),
);

describe('the patient list', () => {
  beforeEach(() => signIn('Admin', { userId: 1 }));

  it("shows each patient's id, the one the access log is searched by, leading to that patient's log", async () => {
    renderRoutes([{ path: '/admin/patients', Component: PatientsPage }], '/admin/patients');
    const table = await screen.findByRole('table', { name: 'Danh sách tài khoản bệnh nhân' });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Mã bệnh nhân');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getAllByRole('cell')[0]?.textContent).toBe('#12');
    expect(within(second).getAllByRole('cell')[0]?.textContent).toBe('#3');
    const link = within(first).getByRole('link', { name: /^#12: nhật ký truy cập hồ sơ của Trần Thị Bình$/ });
    expect(link.getAttribute('href')).toBe('/admin/audit?patientId=12');
  });
});
