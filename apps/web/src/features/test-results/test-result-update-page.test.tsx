// @vitest-environment jsdom
import type { TestResultItem } from '@clinic/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { TestResultUpdatePage } from './test-result-update-page';

const loaded: TestResultItem = {
  testResultId: 7,
  appointmentId: 21,
  patientId: 4,
  doctorId: 2,
  testTypeId: 3,
  patientName: 'Bình',
  doctorName: 'BS. An',
  testTypeName: 'Tải lượng HIV',
  resultValue: 'xem phiếu',
  numericValue: null,
  belowDetection: false,
  testTypeKind: 'viralLoad',
  band: null,
  outOfRange: false,
  unit: 'copies/mL',
  normalRange: '< 200',
  notes: null,
  specialNotes: null,
  appointmentDate: '2030-06-05',
  appointmentTime: '09:00:00',
  bloodType: null,
  isAnonymous: false,
};

const ok = (data: unknown) => envelopeReply(200, data, { message: 'Thành công' });

const fetchMock = stubFetch(async (input) => {
  const url = String(input);
  if (url.includes('/TestResult/GetByID/7')) return ok(loaded);
  if (url.includes('/TestResult/Update')) return ok({ ...loaded, resultValue: '1.500 copies/mL' });
  return ok([]);
});

const sent = () => bodiesSentTo(fetchMock, '/TestResult/Update');

describe('correcting a viral load result that could not be read', () => {
  beforeEach(() => signIn('Doctor', { userId: 3, doctorId: 2 }));

  it('warns about the stored text, shows the corrected number as read and sends it', async () => {
    renderRoutes(
      [
        { path: '/test-results/update/:testResultId', Component: TestResultUpdatePage },
        { path: '/testResult-management', element: <p>list</p> },
      ],
      '/test-results/update/7',
    );
    expect(await screen.findByText('Không đọc được số từ kết quả này: bác sĩ sẽ phải sửa lại')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Kết quả xét nghiệm/), { target: { value: '1.500 copies/mL' } });
    expect(screen.getByText('Hệ thống đọc là: 1.500 bản sao/mL')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu kết quả' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      testResultId: 7,
      resultValue: '1.500 copies/mL',
      numericValue: 1500,
      belowDetection: false,
    });
  });
});
