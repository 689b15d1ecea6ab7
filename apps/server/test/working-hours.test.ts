import { messages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctorSchedules, users } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import { doctorWithHours } from './helpers/clinical.js';
import { expectFieldError, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * GET /api/DoctorSchedule/GetWorkingHours: the weekly hours of the active doctors, for the booking screen, open
 * to the roles that book (P, A, M, S), without the schedules' ids.
 */

const { t, users: everyRole } = useAppWithEveryRole();
let patient: CreatedUser;
let binh: CreatedUser;
let an: CreatedUser;
let anAgain: CreatedUser;
let resting: CreatedUser;

const hoursOf = async (query = '', token = patient.token) =>
  t.get(`/api/DoctorSchedule/GetWorkingHours${query}`, token);
const listed = async (query = '') => {
  const res = await hoursOf(query);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    doctorId: number;
    doctorName: string;
    schedules: { workDay: string; startTime: string; endTime: string }[];
  }[];
};

beforeAll(async () => {
  patient = await t.user('Patient');
  // Written out of weekday order, and two doctors of one name: the answer orders both.
  binh = await doctorWithHours(
    t,
    [
      ['Friday', '08:00', '17:00'],
      ['Monday', '08:00', '17:00'],
      ['Wednesday', '13:00', '18:00'],
    ],
    { fullName: 'BS. Bình' },
  );
  an = await doctorWithHours(t, [['Sunday', '08:00', '12:00']], { fullName: 'BS. An' });
  anAgain = await doctorWithHours(t, [['Tuesday', '09:00', '11:00']], { fullName: 'BS. An' });
  resting = await doctorWithHours(t, [], { fullName: 'BS. Chưa có lịch' });
});

describe('GET /api/DoctorSchedule/GetWorkingHours', () => {
  it("answers each active doctor's weekly hours, Monday to Sunday, doctors by name then id", async () => {
    const data = await listed();
    const ours = data.filter((d) => [binh, an, anAgain, resting].some((u) => u.doctorId === d.doctorId));
    expect(ours).toEqual([
      {
        doctorId: an.doctorId,
        doctorName: 'BS. An',
        schedules: [{ workDay: 'Sunday', startTime: '08:00:00', endTime: '12:00:00' }],
      },
      {
        doctorId: anAgain.doctorId,
        doctorName: 'BS. An',
        schedules: [{ workDay: 'Tuesday', startTime: '09:00:00', endTime: '11:00:00' }],
      },
      {
        doctorId: binh.doctorId,
        doctorName: 'BS. Bình',
        schedules: [
          { workDay: 'Monday', startTime: '08:00:00', endTime: '17:00:00' },
          { workDay: 'Wednesday', startTime: '13:00:00', endTime: '18:00:00' },
          { workDay: 'Friday', startTime: '08:00:00', endTime: '17:00:00' },
        ],
      },
      { doctorId: resting.doctorId, doctorName: 'BS. Chưa có lịch', schedules: [] },
    ]);
    // Every doctor of the answer, in name then id order, with nothing beyond the declared fields.
    const order = data.map((d) => ({ name: d.doctorName, id: d.doctorId }));
    expect(order).toEqual(
      [...order].sort((x, y) => (x.name === y.name ? x.id - y.id : x.name < y.name ? -1 : 1)),
    );
    for (const d of data) expect(Object.keys(d).sort()).toEqual(['doctorId', 'doctorName', 'schedules']);
  });

  it("answers one doctor's hours with doctorId", async () => {
    expect(await listed(`?doctorId=${binh.doctorId}`)).toEqual([
      expect.objectContaining({ doctorId: binh.doctorId, doctorName: 'BS. Bình' }),
    ]);
    expect(await listed(`?doctorId=${resting.doctorId}`)).toEqual([
      { doctorId: resting.doctorId, doctorName: 'BS. Chưa có lịch', schedules: [] },
    ]);
  });

  it('follows a change of a schedule or of a doctor at once, and leaves out an inactive doctor', async () => {
    const moving = await doctorWithHours(t, [['Thursday', '08:00', '17:00']], { fullName: 'BS. Đổi giờ' });
    await t.db
      .update(doctorSchedules)
      .set({ endTime: '12:00' })
      .where(eq(doctorSchedules.doctorId, moving.doctorId as number));
    const [now] = await listed(`?doctorId=${moving.doctorId}`);
    expect(now?.schedules).toEqual([{ workDay: 'Thursday', startTime: '08:00:00', endTime: '12:00:00' }]);
    await t.db.update(users).set({ isActive: false }).where(eq(users.userId, moving.userId));
    expect((await listed()).map((d) => d.doctorId)).not.toContain(moving.doctorId);
    expectFieldError(
      await hoursOf(`?doctorId=${moving.doctorId}`),
      'doctorId',
      messages.common.doctorNotFound,
    );
  });

  it.each([
    ['?doctorId=abc', messages.common.mustBeInteger],
    ['?doctorId=0', messages.common.mustBeInteger],
    ['?doctorId=-4', messages.common.mustBeInteger],
    ['?doctorId=', messages.common.mustBeInteger],
    ['?doctorId=999999', messages.common.doctorNotFound],
  ])('answers 400 for %s', async (query, message) => {
    expectFieldError(await hoursOf(query), 'doctorId', message);
  });

  it('refuses an unknown parameter and never answers 500 to an odd one', async () => {
    const unknown = await hoursOf('?day=Monday');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fieldErrors.day).toEqual([messages.common.unknownField('day')]);
    for (const query of ['?doctorId=1&doctorId=2', '?doctorId[]=1', '?doctorId=%00', '?doctorId=1e400']) {
      expect([query, (await hoursOf(query)).statusCode]).toEqual([query, 400]);
    }
  });

  it('is open to patients and the desk (P, A, M, S): 403 for a doctor, 401 without a token', async () => {
    await expectOnlyRoles(
      t,
      everyRole,
      { method: 'GET', url: '/api/DoctorSchedule/GetWorkingHours' },
      ['Patient', 'Admin', 'Manager', 'Staff'],
      200,
    );
  });
});
