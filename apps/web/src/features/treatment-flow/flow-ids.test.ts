import { describe, expect, it } from 'vitest';
import { flowTarget, parseId, readFlowIds, resultIds } from './flow-ids';

describe('parseId', () => {
  it('accepts positive whole numbers, as numbers or digits', () => {
    expect(parseId(12)).toBe(12);
    expect(parseId('12')).toBe(12);
    expect(parseId(' 7 ')).toBe(7);
  });
  it('treats anything else as missing', () => {
    for (const bad of [0, -1, 1.5, '0', '', 'abc', '12a', '1e3', null, undefined, {}, Number.NaN]) {
      expect(parseId(bad)).toBeUndefined();
    }
  });
});

describe('readFlowIds', () => {
  it('reads navigation state first, then the query string', () => {
    expect(readFlowIds({ appointmentId: 3 }, '?appointmentId=9&patientId=4&doctorId=2')).toEqual({
      appointmentId: 3,
      patientId: 4,
      doctorId: 2,
    });
  });
  it('works with the query alone (reload, bookmark) and ignores junk state', () => {
    expect(readFlowIds(null, '?testResultId=5&regimenId=x')).toEqual({ testResultId: 5 });
    expect(readFlowIds('weird', new URLSearchParams('regimenId=8'))).toEqual({ regimenId: 8 });
  });
  it('falls back to the query when a state id is not numeric', () => {
    expect(readFlowIds({ testResultId: 'abc' }, '?testResultId=6')).toEqual({ testResultId: 6 });
  });
});

describe('flowTarget', () => {
  it('puts the same ids in state and in the query, absent ones left out', () => {
    expect(flowTarget('/choose-regiment', { doctorId: 2, testResultId: 5, appointmentId: 3 })).toEqual({
      to: { pathname: '/choose-regiment', search: '?testResultId=5&appointmentId=3&doctorId=2' },
      state: { testResultId: 5, appointmentId: 3, doctorId: 2 },
    });
    expect(flowTarget('/x', {})).toEqual({ to: { pathname: '/x', search: '' }, state: {} });
  });
  it('round-trips through readFlowIds', () => {
    const ids = { regimenId: 1, testResultId: 2, appointmentId: 3, patientId: 4, doctorId: 5 };
    const target = flowTarget('/treatments/create', ids);
    expect(readFlowIds(null, target.to.search)).toEqual(ids);
    expect(resultIds(ids)).toEqual({ testResultId: 2, appointmentId: 3, patientId: 4, doctorId: 5 });
  });
});
