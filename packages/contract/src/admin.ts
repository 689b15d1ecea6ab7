import { z } from 'zod';
import {
  birthDateField,
  genderField,
  idField,
  isoDateField,
  LONG_TEXT_MAX,
  optionalText,
  pageQuery,
  requiredId,
  requiredText,
} from './fields.js';
import { messages } from './messages.js';
import { acceptReadOnly } from './read-only.js';
import { ROLES } from './roles.js';
import { GENDERS, isSimpleEmail, isTenDigitPhone, MIN_STAFF_PASSWORD } from './rules.js';

const { common } = messages;

/** Administration texts that the server answers and the web app shows. */
export const adminMessages = {
  categoryRequired: 'Vui lòng chọn danh mục',
  categoryMissing: 'Danh mục không tồn tại',
  articleCreated: 'Thêm bài viết thành công',
  articleUpdated: 'Cập nhật bài viết thành công',
  articleDeleted: 'Xóa bài viết thành công',
  categoryCreated: 'Thêm danh mục thành công',
  categoryUpdated: 'Cập nhật danh mục thành công',
  certificateNameRequired: 'Tên chứng chỉ không được để trống',
  issuedByRequired: 'Nơi cấp không được để trống',
  issueDateRequired: 'Vui lòng chọn ngày cấp',
  doctorRequired: messages.common.doctorRequired,
  doctorMissing: 'Bác sĩ không tồn tại',
  expiryBeforeIssue: 'Ngày hết hạn không được trước ngày cấp',
  certificateNotFound: 'Không tìm thấy chứng chỉ',
  certificateCreated: 'Thêm chứng chỉ thành công',
  certificateUpdated: 'Cập nhật chứng chỉ thành công',
  certificateDeleted: 'Xóa chứng chỉ thành công',
  managerCreated: 'Tạo tài khoản quản lý thành công',
  doctorCreated: 'Thêm bác sĩ thành công',
  staffCreated: 'Thêm nhân viên thành công',
  bioRequired: 'Vui lòng nhập chuyên môn',
  usernameMin: 'Tên đăng nhập phải có ít nhất 3 ký tự',
  passwordMin: messages.common.staffPasswordMin,
  phoneTenDigits: messages.common.phoneTenDigits,
  phoneInvalid: 'Số điện thoại không hợp lệ',
} as const;

/** A required yyyy-MM-dd date whose "missing" message is the caller's. */
function requiredDate(requiredMessage: string) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMessage : common.invalidDate) })
    .min(1, requiredMessage)
    .pipe(isoDateField)
    .refine((v) => v >= '1900-01-01', common.invalidDate);
}

/** Expiry is optional: null, '' and absence all mean "no expiry" ('Không có'). */
const expiryField = z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDateField.nullable());

const certificateImageField = optionalText(2000).refine(
  (v) => v === null || /^(https?:\/\/|\/|data:image\/)[^\s]*$/.test(v),
  messages.common.imageUrlInvalid,
);

const certificateFields = {
  doctorId: requiredId(adminMessages.doctorRequired),
  certificateName: requiredText(adminMessages.certificateNameRequired, 200),
  issuedBy: requiredText(adminMessages.issuedByRequired, 200),
  issueDate: requiredDate(adminMessages.issueDateRequired),
  expiryDate: expiryField,
  certificateImage: certificateImageField.optional(),
};

const expiryNotBeforeIssue = {
  check: (v: { issueDate: string; expiryDate: string | null }) =>
    v.expiryDate === null || v.expiryDate >= v.issueDate,
  params: { path: ['expiryDate'], message: adminMessages.expiryBeforeIssue },
};

/** POST /DoctorCertificate/Create: doctor, name, issuer and issue date required; expiry optional. */
export const certificateCreateBody = z
  .strictObject(certificateFields)
  .refine(expiryNotBeforeIssue.check, expiryNotBeforeIssue.params);

/**
 * PUT /DoctorCertificate/Update. The update form requires "all four": the doctor, name, issuer and
 * issue date of the create form; expiry stays optional because a certificate may have none ('Không có').
 * The doctor's name (fullName) that the GET joins in comes back ignored: doctorId names the doctor.
 */
export const certificateUpdateBody = acceptReadOnly(
  z
    .strictObject({ certificateId: idField, ...certificateFields })
    .refine(expiryNotBeforeIssue.check, expiryNotBeforeIssue.params),
  ['fullName'],
);

export type CertificateCreateBody = z.input<typeof certificateCreateBody>;
export type CertificateUpdateBody = z.input<typeof certificateUpdateBody>;

/** A certificate with its doctor's name (fullName); dates are yyyy-MM-dd. */
export const certificateItem = z.object({
  certificateId: z.number().int(),
  doctorId: z.number().int(),
  certificateName: z.string(),
  issuedBy: z.string(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  certificateImage: z.string().nullable(),
  fullName: z.string(),
});
export type DoctorCertificate = z.infer<typeof certificateItem>;

/** The texts of one account-create form: each form words its messages differently. */
interface AccountTexts {
  usernameRequired: string;
  passwordRequired: string;
  emailRequired: string;
  phoneRequired: string;
  phoneFormat: string;
  fullNameRequired: string;
  dateOfBirthRequired: string;
  addressRequired: string;
}

/**
 * A required, trimmed text whose later checks are skipped when it is missing, so that an empty field shows
 * only its "required" message, not also the format one.
 */
function requiredFirst(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true });
}

function accountCreateShape(texts: AccountTexts) {
  return {
    username: requiredFirst(texts.usernameRequired)
      .min(3, { error: adminMessages.usernameMin, abort: true })
      .max(50, { error: common.tooLong(50), abort: true })
      .regex(/^[A-Za-z0-9._-]+$/, messages.validation.usernameFormat),
    password: z
      .string({ error: texts.passwordRequired })
      .min(1, { error: texts.passwordRequired, abort: true })
      .min(MIN_STAFF_PASSWORD, { error: adminMessages.passwordMin, abort: true })
      .max(128, common.tooLong(128)),
    email: requiredFirst(texts.emailRequired)
      .max(254, { error: common.tooLong(254), abort: true })
      .toLowerCase()
      .refine(isSimpleEmail, messages.validation.email),
    // The digit rule bounds the length too, so a too-long number gets the form's phone message alone.
    phoneNumber: requiredFirst(texts.phoneRequired).refine(isTenDigitPhone, texts.phoneFormat),
    fullName: requiredText(texts.fullNameRequired, 100),
    // The message for a missing date is the form's; format and range checks are the shared birth-date rule.
    dateOfBirth: z
      .string({ error: texts.dateOfBirthRequired })
      .min(1, { error: texts.dateOfBirthRequired, abort: true })
      .pipe(birthDateField),
    gender: genderField.default('Male'),
    address: requiredText(texts.addressRequired, 255),
  };
}

/** The messages of the doctor-create form; the staff form uses the same ones. */
const doctorFormTexts: AccountTexts = {
  usernameRequired: messages.validation.usernameRequired,
  passwordRequired: messages.validation.passwordRequired,
  emailRequired: messages.validation.emailRequired,
  phoneRequired: messages.validation.phoneRequired,
  phoneFormat: adminMessages.phoneInvalid,
  fullNameRequired: messages.validation.fullNameRequired,
  dateOfBirthRequired: messages.validation.dateOfBirthRequired,
  addressRequired: messages.validation.addressRequired,
};

/** The manager form words every missing field as 'X không được để trống'. */
const managerFormTexts: AccountTexts = {
  usernameRequired: 'Tên đăng nhập không được để trống',
  passwordRequired: 'Mật khẩu không được để trống',
  emailRequired: 'Email không được để trống',
  phoneRequired: 'Số điện thoại không được để trống',
  phoneFormat: adminMessages.phoneTenDigits,
  fullNameRequired: 'Họ và tên không được để trống',
  dateOfBirthRequired: 'Ngày sinh không được để trống',
  addressRequired: 'Địa chỉ không được để trống',
};

/**
 * The fields an account's update form edits (the same rules and messages as its create form,
 * without username and password); the e-mail is sent only when it changes.
 */
function accountUpdateShape(texts: AccountTexts) {
  const { email, phoneNumber, fullName, dateOfBirth, address } = accountCreateShape(texts);
  return { email: email.optional(), phoneNumber, fullName, dateOfBirth, gender: genderField, address };
}

/** Staff and managers are deactivated by sending only their userId and isActive false. */
export const deactivationBody = z.strictObject({ userId: idField, isActive: z.literal(false) });

/** PUT /manager/Update, /staff/Update and /admin/Update (the staff form words its messages like the manager's). */
export const managerLikeUpdateFields = accountUpdateShape(managerFormTexts);

/** PUT /doctor/Update: the doctor form's messages, with the specialty required. */
export const doctorUpdateFields = {
  ...accountUpdateShape(doctorFormTexts),
  bio: requiredText(adminMessages.bioRequired, LONG_TEXT_MAX),
};

/** POST /Manager/Create. */
export const managerCreateBody = z.strictObject(accountCreateShape(managerFormTexts));

/** POST /Staff/Create: as the doctor form without bio. */
export const staffCreateBody = z.strictObject(accountCreateShape(doctorFormTexts));

/** POST /Doctor/Create. */
export const doctorCreateBody = z.strictObject({
  ...accountCreateShape(doctorFormTexts),
  bio: requiredText(adminMessages.bioRequired, LONG_TEXT_MAX),
});

export type ManagerCreateBody = z.input<typeof managerCreateBody>;
export type StaffCreateBody = z.input<typeof staffCreateBody>;
export type DoctorCreateBody = z.input<typeof doctorCreateBody>;
export type AccountCreateInput = z.output<typeof managerCreateBody> & { bio?: string };

const queryFlag = z
  .enum(['true', 'false'], { error: common.mustBeBoolean })
  .transform((v) => v === 'true')
  .optional();

/**
 * The query of the account lists: page, pageSize (max 100) and search, all optional; includeInactive lets an
 * administrator see deactivated managers and staff, which the lists hide by default.
 */
export const accountListQuery = z.strictObject({
  ...pageQuery.shape,
  includeInactive: queryFlag,
});
export type AccountListQuery = z.input<typeof accountListQuery>;

export const userListQuery = accountListQuery.extend({
  role: z.enum(ROLES, { error: common.invalidInput }).optional(),
});

/** An account as the account lists answer it. */
export const accountItem = z.object({
  userId: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(GENDERS),
  address: z.string(),
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
});

/** GET /User/All (the account list): the account with its role under the original API's name, without the avatar. */
export const userListItem = accountItem
  .omit({ role: true, avatar: true })
  .extend({ userRole: z.enum(ROLES) });
export type UserListItem = z.infer<typeof userListItem>;

const count = z.number().int();

/** Dashboard figures: whose they are (scope), then one whole number per name. */
function countsOf<const S extends string, const K extends string>(scope: S, names: readonly K[]) {
  return z.object({
    scope: z.literal(scope),
    ...(Object.fromEntries(names.map((name) => [name, count])) as Record<K, typeof count>),
  });
}

/** GET /AdminDashboard/GetAppointmentsLast6Months: oldest first, the current month last; label is m/yyyy. */
export const appointmentsPerMonthItem = z.object({ month: count, year: count, label: z.string(), count });
export type AppointmentsPerMonth = z.infer<typeof appointmentsPerMonthItem>;

/**
 * GET /Statistics/Counts for Admin, Manager and Staff. Accounts count only verified and active ones;
 * accountsTotal is patients + doctors + staff, the expandable total of /admin/statistics.
 */
export const systemCountsItem = countsOf('system', [
  'patients',
  'doctors',
  'staff',
  'accountsTotal',
  'articles',
  'treatments',
  'regimens',
  'testTypes',
  'testResults',
  'arvComponents',
  'appointments',
]);
export type SystemCounts = z.infer<typeof systemCountsItem>;

/** GET /Statistics/Counts for a doctor: their own figures; patients are the distinct non-anonymous ones. */
export const doctorCountsItem = countsOf('doctor', ['patients', 'testResults', 'appointments']);
export type DoctorCounts = z.infer<typeof doctorCountsItem>;

export type StatisticsCounts = SystemCounts | DoctorCounts;
