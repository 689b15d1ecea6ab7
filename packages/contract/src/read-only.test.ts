import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { certificateUpdateBody } from './admin.js';
import { appointmentUpdateBody } from './appointments.js';
import { articleUpdateBody, categoryUpdateBody } from './content.js';
import { messages } from './messages.js';
import { doctorUpdateBody, patientUpdateBody, staffLikeUpdateBody } from './profile.js';
import { acceptReadOnly } from './read-only.js';
import { testResultUpdateBody } from './results.js';
import { scheduleUpdateBody } from './schedules.js';

const base = z
  .strictObject({ id: z.number(), from: z.number(), to: z.number() })
  .refine((v) => v.to > v.from, { path: ['to'], message: 'to after from' });
const body = acceptReadOnly(base, ['name', 'createdDate']);

describe('acceptReadOnly', () => {
  it.each([
    ['a string', 'Tên'],
    ['null', null],
    ['a number', 7],
    ['an object', { nested: [1, 2] }],
  ])('takes a read-only key holding %s and drops it from the output', (_label, value) => {
    expect(body.parse({ id: 1, from: 1, to: 2, name: value, createdDate: value })).toEqual({
      id: 1,
      from: 1,
      to: 2,
    });
  });

  it('does not need the read-only keys', () => {
    expect(body.parse({ id: 1, from: 1, to: 2 })).toEqual({ id: 1, from: 1, to: 2 });
  });

  it('still refuses an unknown key, naming only that key', () => {
    const result = body.safeParse({ id: 1, from: 1, to: 2, name: 'x', foo: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['foo'] }),
    ]);
  });

  it("keeps the schema's own checks and refinements", () => {
    const wrongType = body.safeParse({ id: 'x', from: 1, to: 2, name: 'x' });
    expect(wrongType.error?.issues.map((i) => i.path)).toEqual([['id']]);
    const refined = body.safeParse({ id: 1, from: 3, to: 2, name: 'x' });
    expect(refined.error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: 'to after from' }),
    ]);
  });

  it('refuses a read-only key that the schema already validates', () => {
    expect(() => acceptReadOnly(z.strictObject({ id: z.number() }), ['id'])).toThrow(/id/);
  });

  it('documents the read-only keys as optional, and nothing else as allowed', () => {
    const schema = z.toJSONSchema(body, { io: 'input' });
    expect(schema).toMatchObject({
      type: 'object',
      properties: { name: {}, createdDate: {} },
      required: ['id', 'from', 'to'],
      additionalProperties: false,
    });
  });
});

const profile = {
  username: 'u_1',
  fullName: 'Phạm Minh Đức',
  phoneNumber: '0901234567',
  dateOfBirth: '1985-02-14',
  gender: 'Female',
  address: '99 Điện Biên Phủ, Đà Nẵng',
  email: 'duc@example.com',
  avatar: null,
  isActive: true,
};
const profileExtras = { role: 'Staff', userRole: 'Staff', isVerified: true, pendingEmail: null };
const doctorFields = { ...profile, bio: 'HIV', doctorImage: null };

/** Each PUT body with a valid body, and the read-only fields its GET adds (with the values a GET may hold). */
const resources: [string, z.ZodType, Record<string, unknown>, Record<string, unknown>][] = [
  [
    'Category',
    categoryUpdateBody,
    { categoryId: 1, categoryName: 'Tin tức', isActive: true },
    { category_id: 1, category_name: 'Tin tức' },
  ],
  [
    'Article',
    articleUpdateBody,
    { articleId: 2, title: 'T', content: 'C', categoryId: 1, userId: 3, isActive: false },
    {
      category_id: 1,
      categoryName: 'Tin tức',
      authorName: null,
      createDate: '2030-01-01T00:00:00.000Z',
      createdDate: '2030-01-01T00:00:00.000Z',
    },
  ],
  [
    'DoctorCertificate',
    certificateUpdateBody,
    {
      certificateId: 4,
      doctorId: 5,
      certificateName: 'CCHN',
      issuedBy: 'Bộ Y tế',
      issueDate: '2020-01-01',
      expiryDate: null,
      certificateImage: null,
    },
    { fullName: 'BS. An' },
  ],
  [
    'DoctorSchedule',
    scheduleUpdateBody,
    { scheduleId: 6, startTime: '08:00:00', endTime: '12:00:00' },
    { doctorId: 5, workDay: 'Monday', fullName: 'BS. An' },
  ],
  [
    'Appointment',
    appointmentUpdateBody,
    {
      appointmentId: 7,
      appointmentDate: '2031-01-01',
      appointmentTime: '09:00:00',
      doctorId: 5,
      status: 'Cancelled',
      appointmentType: 'Medication',
      testTypeId: 8,
    },
    {
      patientId: null,
      doctorName: 'BS. An',
      patientName: 'Ẩn danh',
      testTypeName: 'CD4',
      isAnonymous: true,
      hasTestResult: false,
      testResultId: null,
      hasTreatment: false,
      patientResponse: 'confirmed',
    },
  ],
  [
    'TestResult',
    testResultUpdateBody,
    {
      testResultId: 9,
      appointmentId: 7,
      patientId: 10,
      doctorId: 5,
      testTypeId: 8,
      resultValue: '650',
      notes: null,
    },
    {
      patientName: 'Khang',
      doctorName: 'BS. An',
      testTypeName: 'CD4',
      unit: 'cells/mm³',
      normalRange: '500-1500',
      specialNotes: null,
      appointmentDate: '2031-01-01',
      appointmentTime: '09:00:00',
      bloodType: 'O+',
      isAnonymous: false,
    },
  ],
  ['Admin, Manager, Staff', staffLikeUpdateBody, { userId: 11, ...profile }, profileExtras],
  [
    'Doctor',
    doctorUpdateBody,
    { userId: 12, doctorId: 5, ...doctorFields },
    { ...profileExtras, role: 'Doctor', userRole: 'Doctor' },
  ],
  [
    'Patient',
    patientUpdateBody,
    {
      userId: 13,
      patientId: 10,
      ...profile,
      phoneNumber: '0912345678',
      bloodType: 'O+',
      isPregnant: false,
      specialNotes: null,
    },
    { ...profileExtras, role: 'Patient', userRole: 'Patient' },
  ],
];

describe.each(resources)('the PUT body of %s', (_name, schema, valid, extras) => {
  it('reads the GET object back as the body alone', () => {
    expect(schema.parse({ ...valid, ...extras })).toEqual(schema.parse(valid));
  });

  it('refuses a field the resource does not have', () => {
    const result = schema.safeParse({ ...valid, ...extras, foo: 1 });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('foo');
  });
});

describe('doctorUpdateBody names the doctor by userId or doctorId', () => {
  it.each([
    ['userId', { userId: 12 }],
    ['doctorId', { doctorId: 5 }],
    ['both', { userId: 12, doctorId: 5 }],
  ])('accepts %s', (_label, ids) => {
    expect(doctorUpdateBody.safeParse({ ...doctorFields, ...ids }).success).toBe(true);
  });

  it('refuses neither, with its message under userId', () => {
    const result = doctorUpdateBody.safeParse({ ...doctorFields, ...profileExtras });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['userId'], message: messages.profile.doctorKeyRequired }),
    ]);
  });
});
