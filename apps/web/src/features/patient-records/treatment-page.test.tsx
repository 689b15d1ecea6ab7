// @vitest-environment jsdom
import type { TreatmentItem } from '@clinic/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { recordsMessages as m } from './messages';
import { TreatmentPage } from './treatment-page';

const treatment = {
  treatmentId: 1,
  appointmentId: 5,
  regimenName: 'TDF + 3TC + DTG',
  description: '',
  doctorName: 'BS. An',
  startDate: '2030-01-01',
  endDate: '2030-12-31',
  component1Name: 'TLD',
  component2Name: null,
  component3Name: null,
  component4Name: null,
  usageInstructions: '',
  sideEffects: '',
  frequency: 1,
  notes: null,
  specialNotes: null,
  daysDispensed: 90,
  refillDueDate: '2030-03-25',
  runOutDate: '2030-04-01',
} as unknown as TreatmentItem;

describe('the patient treatment page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeReply(200, [treatment])),
    );
    signIn('Patient', { userId: 3, patientId: 7 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the days dispensed, the refill date and the run-out date', async () => {
    renderRoutes(
      [{ path: '/treatment-for-patient/:appointmentId', Component: TreatmentPage }],
      '/treatment-for-patient/5',
    );
    expect(await screen.findByText(m.supplyTitle)).toBeTruthy();
    expect(screen.getByText(m.daysValue(90))).toBeTruthy();
    expect(screen.getByText('25/03/2030')).toBeTruthy();
    expect(screen.getByText('01/04/2030')).toBeTruthy();
  });
});
