import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, testResults } from '../src/db/schema.js';
import { daysFromToday, insertTestType } from './helpers/clinical.js';
import { insertRow } from './helpers/database.js';
import { dispense, useRetentionClinic, visit } from './helpers/retention.js';

/**
 * The doctor's worklist and the clinical summary under the monitoring rules of version 2: a positive CrAg first, a
 * result nobody could read next, counselling asked for before failure, and the K=K state of a durably suppressed
 * patient.
 */

const { t, kit, doctor, p } = useRetentionClinic({
  crag: {},
  unreadable: {},
  noEac: {},
  suppressed: {},
  high: {},
});
const ago = (n: number) => daysFromToday(-n);

/** A patient's dispenses (days ago, days supplied) and viral loads (days ago, the result's text), in that order. */
interface Story {
  dispensed: [number, 30 | 60 | 90 | 180][];
  loads: [number, string][];
}

const stories: Record<Exclude<keyof typeof p, 'crag'>, Story> = {
  unreadable: { dispensed: [[40, 90]], loads: [[10, 'xem phiếu đính kèm']] },
  // Two loads over 1000 three months apart on a regimen taken for years, no EAC session between them.
  noEac: {
    dispensed: [
      [800, 180],
      [60, 90],
    ],
    loads: [
      [100, '1500'],
      [10, '1200'],
    ],
  },
  // A first high load 5 days ago on a long-taken regimen: counselling is due.
  high: {
    dispensed: [
      [400, 180],
      [30, 90],
    ],
    loads: [[5, '12.500']],
  },
  // On ART for two years, not detected twice six months apart, pills until next month.
  suppressed: {
    dispensed: [
      [730, 180],
      [30, 90],
    ],
    loads: [
      [200, 'Không phát hiện'],
      [20, '< 50'],
    ],
  },
};

beforeAll(async () => {
  const crag = await insertTestType(t.db, {
    testTypeName: 'CrAg',
    unit: '-',
    normalRange: 'Âm tính',
    kind: 'crag',
  });
  await dispense(kit, p.crag, doctor, ago(40), 90);
  const appointment = await insertRow(t.db, appointments, {
    patientId: p.crag.patientId as number,
    doctorId: doctor.doctorId as number,
    appointmentDate: ago(20),
    appointmentTime: '16:00:00',
    appointmentType: 'Medication',
    testTypeId: crag.testTypeId,
    status: 'Completed',
  });
  await insertRow(t.db, testResults, {
    appointmentId: appointment.appointmentId,
    patientId: appointment.patientId,
    doctorId: appointment.doctorId,
    testTypeId: crag.testTypeId,
    resultValue: 'Dương tính',
  });
  for (const [key, story] of Object.entries(stories) as [keyof typeof stories, Story][]) {
    for (const [daysAgo, days] of story.dispensed) await dispense(kit, p[key], doctor, ago(daysAgo), days);
    for (const [daysAgo, viralLoad] of story.loads)
      await visit(kit, p[key], doctor, ago(daysAgo), { viralLoad });
  }
});

describe('GET /api/Clinical/Worklist (v2)', () => {
  it('puts a positive CrAg first, then an unreadable result, and asks for EAC before any failure', async () => {
    const res = await t.get('/api/Clinical/Worklist', doctor.token);
    expect(res.statusCode).toBe(200);
    const items = res.body.data.items as { patientId: number; code: string; since: string | null }[];
    const codes = items.map((i) => [i.patientId, i.code]);
    expect(codes.slice(0, 3)).toEqual([
      [p.crag.patientId, 'cragPositive'],
      [p.unreadable.patientId, 'resultUnreadable'],
      [p.noEac.patientId, 'eacNotDone'],
    ]);
    expect(items[1]?.since).toBe(ago(10));
    expect(codes).not.toContainEqual([p.noEac.patientId, 'suspectedFailure']);
  });
});

describe('eacDue', () => {
  it('lists an open episode without counselling until a session is recorded', async () => {
    const codesOf = async () =>
      (
        (await t.get('/api/Clinical/Worklist', doctor.token)).body.data.items as {
          patientId: number;
          code: string;
        }[]
      )
        .filter((i) => i.patientId === p.high.patientId)
        .map((i) => i.code);
    expect(await codesOf()).toContain('eacDue');
    const res = await t.post(
      '/api/Clinical/EacSession',
      { patientId: p.high.patientId, sessionDate: ago(1), notes: 'Tư vấn lần 1' },
      doctor.token,
    );
    expect(res.statusCode).toBe(201);
    expect(await codesOf()).not.toContain('eacDue');
    // The patient with two high loads and no session is asked for EAC once, as eacNotDone.
    const noEac = (
      (await t.get('/api/Clinical/Worklist', doctor.token)).body.data.items as {
        patientId: number;
        code: string;
      }[]
    ).filter((i) => i.patientId === p.noEac.patientId && i.code.startsWith('eac'));
    expect(noEac.map((i) => i.code)).toEqual(['eacNotDone']);
  });
});

describe('GET /api/Clinical/Summary (v2)', () => {
  it('shows the new flags, and no unreadable result among the viral loads', async () => {
    const crag = (await t.get(`/api/Clinical/Summary/${p.crag.patientId}`, doctor.token)).body.data;
    expect(crag.plan.flags[0]).toEqual({ code: 'cragPositive', since: ago(20) });
    const unreadable = (await t.get(`/api/Clinical/Summary/${p.unreadable.patientId}`, doctor.token)).body
      .data;
    expect(unreadable.viralLoads).toEqual([]);
    expect(unreadable.durablySuppressed).toBe(false);
  });

  it('tells the patient and the doctor alike that a durably suppressed patient is K=K', async () => {
    for (const token of [doctor.token, p.suppressed.token]) {
      const data = (await t.get(`/api/Clinical/Summary/${p.suppressed.patientId}`, token)).body.data;
      expect(data.durablySuppressed).toBe(true);
      expect(data.plan.durablySuppressed).toBe(true);
      expect(data.arvRunOutDate).toBe(daysFromToday(60));
    }
    const noEac = (await t.get(`/api/Clinical/Summary/${p.noEac.patientId}`, p.noEac.token)).body.data;
    expect(noEac.durablySuppressed).toBe(false);
  });
});
