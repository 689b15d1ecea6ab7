/**
 * Messages to patients on SMS and Zalo besides e-mail: the channels a patient allows, the phone they confirm, the
 * neutral templates every channel sends and the hours in which nothing is sent. Pure rules, shared by the server
 * and the profile's form.
 */
import { z } from 'zod';
import { pageFields, verifyCodeField } from './fields.js';
import { reminderPrivateWordsIn } from './message-rule.js';

export const MESSAGE_CHANNELS = ['email', 'sms', 'zalo'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** The channels that reach a phone: they need the number confirmed by a code first. */
export const PHONE_CHANNELS = ['sms', 'zalo'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/** What a message is about; a Zalo template id is configured for each (ZALO_TEMPLATE_*). */
export const MESSAGE_TEMPLATES = ['reminder', 'refill', 'missed', 'result', 'otp'] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** No message leaves between these clinic hours; one due inside them waits for the end (configurable on the server). */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '07:00' } as const;

export const messagingMessages = {
  preferencesSaved: 'Đã lưu kênh nhận tin nhắn',
  phoneNotVerified: 'Vui lòng xác nhận số điện thoại bằng mã gửi qua SMS trước khi bật SMS hoặc Zalo',
  channelOff: (channel: string) => `Kênh ${channel} chưa được phòng khám bật`,
  phoneCodeSent: 'Nếu số điện thoại hợp lệ, mã xác nhận gồm 6 chữ số đã được gửi qua SMS',
  phoneVerified: 'Đã xác nhận số điện thoại',
  phoneCodeInvalid: 'Mã xác nhận không đúng hoặc đã hết hạn',
  phoneCodeBurned: 'Bạn đã nhập sai quá 5 lần. Vui lòng yêu cầu mã mới',
  smsOffForCode: 'Phòng khám chưa bật SMS nên chưa thể gửi mã xác nhận số điện thoại',
  booleanRequired: 'Giá trị phải là true hoặc false',
  patientOnly: 'Chỉ bệnh nhân mới chọn kênh nhận tin nhắn',
  callbackRecorded: 'Đã ghi nhận',
  callbackSignature: 'Chữ ký không hợp lệ',
} as const;

/**
 * The page a reminder's link opens without signing in (GET /r/{token}): the day and hour only, then the two
 * answers; nothing that says what the visit is for.
 */
export const reminderLinkMessages = {
  title: 'Lịch hẹn của bạn',
  when: (date: string, time: string) => `Ngày ${date} lúc ${time}`,
  question: 'Bạn sẽ đến đúng hẹn chứ?',
  confirm: 'Tôi sẽ đến',
  cancel: 'Tôi không đến được',
  confirmed: 'Cảm ơn bạn. Phòng khám đã ghi nhận bạn sẽ đến.',
  cancelled: 'Phòng khám đã ghi nhận bạn không đến. Lịch hẹn chưa được bác sĩ chấp nhận đã được hủy.',
  declined: 'Phòng khám đã ghi nhận bạn không đến và sẽ báo bác sĩ.',
  used: 'Đường dẫn này đã được dùng. Để đổi hay xem lịch hẹn, vui lòng đăng nhập.',
  expired: 'Đường dẫn này đã hết hạn. Để đổi hay xem lịch hẹn, vui lòng đăng nhập.',
  unknown: 'Đường dẫn không hợp lệ. Để xem lịch hẹn, vui lòng đăng nhập.',
  closed: 'Lịch hẹn này không còn mở. Để xem lịch hẹn, vui lòng đăng nhập.',
  login: 'Đăng nhập',
  more: 'Muốn đổi ngày hoặc xem thông tin khác? Vui lòng đăng nhập.',
  actionInvalid: 'Hành động chỉ có thể là confirm hoặc cancel',
} as const;

/** GET and POST /r/{token}: the token of the link. */
export const reminderLinkParams = z.object({ token: z.string().max(64) });

/** POST /r/{token}. */
export const reminderLinkBody = z.strictObject({
  action: z.enum(['confirm', 'cancel'], { error: reminderLinkMessages.actionInvalid }),
});

const channelFlag = z.boolean({ error: messagingMessages.booleanRequired });

/** PUT /Messaging/Preferences: every channel said, on or off. */
export const messagingPreferencesBody = z.strictObject({
  email: channelFlag,
  sms: channelFlag,
  zalo: channelFlag,
});
export type MessagingPreferencesBody = z.output<typeof messagingPreferencesBody>;

/** GET /Messaging/Preferences: the channels, whether the server can send on each, and the confirmed phone. */
export const messagingPreferences = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  zalo: z.boolean(),
  available: z.object({ email: z.boolean(), sms: z.boolean(), zalo: z.boolean() }),
  phoneNumber: z.string(),
  phoneVerified: z.boolean(),
  /** When each channel was last allowed or withdrawn (ISO), null when never chosen. */
  changedAt: z.object({
    email: z.string().nullable(),
    sms: z.string().nullable(),
    zalo: z.string().nullable(),
  }),
});
export type MessagingPreferences = z.infer<typeof messagingPreferences>;

/** POST /Messaging/Phone/Verify. */
export const phoneVerifyBody = z.strictObject({ code: verifyCodeField });

/** GET /Messaging/Log: a page of messages, newest first. */
export const messagingLogQuery = z.strictObject({ ...pageFields });
export const messagingLogItem = z.object({
  messageId: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  template: z.enum(MESSAGE_TEMPLATES),
  status: z.enum(MESSAGE_STATUSES),
  /** When it was queued, sent or last changed. */
  at: z.string(),
  /** The recipient's number as the log may show it: its last 3 digits only. */
  phone: z.string().nullable(),
  reason: z.string().nullable(),
});
export type MessagingLogItem = z.infer<typeof messagingLogItem>;

/** GET /Messaging/Channels: which channels the server can send on, for the admins' screen. */
export const messagingChannels = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(MESSAGE_CHANNELS),
      on: z.boolean(),
      provider: z.string(),
      /** Zalo: the messages that have a template id (the others go by SMS where allowed). */
      templates: z.array(z.enum(MESSAGE_TEMPLATES)).optional(),
    }),
  ),
  quietHours: z.object({ start: z.string(), end: z.string() }),
});
export type MessagingChannels = z.infer<typeof messagingChannels>;

/**
 * GET /Messaging/Callback/Sms: eSMS.vn calls the CallbackUrl of a message (signed by the server, `sig`) with its
 * fields added; SendStatus 5 is delivered, 4 refused.
 */
export const smsCallbackQuery = z.looseObject({
  sig: z.string().max(100),
  RequestId: z.string().max(40),
  SendStatus: z.string().max(10).optional(),
  SMSID: z.string().max(100).optional(),
});

/** POST /Messaging/Callback/Zalo: an event of the Official Account's webhook, signed in X-ZEvent-Signature. */
export const zaloCallbackBody = z.looseObject({
  app_id: z.string().max(100),
  event_name: z.string().max(100),
  timestamp: z.union([z.string().max(30), z.number()]),
  message: z
    .looseObject({ msg_id: z.string().max(100).optional(), tracking_id: z.string().max(40).optional() })
    .optional(),
});

/** A Vietnamese number in Zalo's international form without "+": 0912345678 → 84912345678. */
export function toInternationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('84')) return digits;
  return digits.startsWith('0') ? `84${digits.slice(1)}` : digits;
}

/** What the log shows of a number: "•••" and its last 3 digits. */
export const maskedPhone = (phone: string) => `•••${phone.replace(/\D/g, '').slice(-3)}`;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whether a clinic time of day (minutes since midnight) falls in the quiet hours, which may run past midnight
 * (21:00–07:00): the start belongs to them, the end does not.
 */
export function isQuietTime(
  minuteOfDay: number,
  quiet: { start: string; end: string } = DEFAULT_QUIET_HOURS,
): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/**
 * Minutes to wait from a clinic time of day until the quiet hours end: 0 outside them, else until `end` (the next
 * morning when it is evening).
 */
export function minutesUntilSendable(
  minuteOfDay: number,
  quiet: { start: string; end: string } = DEFAULT_QUIET_HOURS,
): number {
  if (!isQuietTime(minuteOfDay, quiet)) return 0;
  const end = minutesOf(quiet.end);
  return (end - minuteOfDay + 24 * 60) % (24 * 60);
}

/** The parameters a template may carry: neutral ones only (message rule), never a service, drug or result. */
export interface TemplateParams {
  clinic: string;
  date?: string;
  time?: string;
  link?: string;
  code?: string;
}

/**
 * The SMS text of each template, with its diacritics (sent as Unicode, so that the message rule reads what the
 * patient reads), from its neutral parameters; Zalo gets the same parameters for its approved template.
 */
export function smsText(template: MessageTemplate, p: TemplateParams): string {
  switch (template) {
    case 'reminder':
      return `${p.clinic}: Bạn có lịch hẹn ngày ${p.date} lúc ${p.time}.${p.link ? ` Xác nhận hoặc hủy: ${p.link}` : ''}`;
    case 'refill':
      return `${p.clinic}: Vui lòng đến phòng khám trước ngày ${p.date}. Đặt lịch sau khi đăng nhập.`;
    case 'missed':
      return `${p.clinic}: Bạn đã lỡ lịch hẹn ngày ${p.date}. Vui lòng đăng nhập để đặt lịch mới.`;
    case 'result':
      return `${p.clinic}: Hồ sơ của bạn vừa có thông tin mới. Vui lòng đăng nhập để xem.`;
    case 'otp':
      return `${p.clinic}: Mã xác nhận của bạn là ${p.code}, có hiệu lực 10 phút. Không chia sẻ mã này.`;
  }
}

/** The words of the message rule a template's text breaks with these parameters (empty when it passes). */
export const templateBreaks = (template: MessageTemplate, p: TemplateParams) =>
  reminderPrivateWordsIn(smsText(template, p));

/** What to do after a provider's answer: done, try again later, renew the token first, try SMS instead, or stop. */
export type SendVerdict = 'sent' | 'retry' | 'refreshToken' | 'fallback' | 'failed';

/**
 * Zalo ZNS's error codes: -124 is an access token that expired early; -100 (unknown), -115 (quota used up) and
 * -133 (outside Zalo's sending hours) pass; anything else means Zalo cannot deliver this message to this person
 * (no Zalo account, the account cannot receive, the template is refused or not allowed): SMS may.
 */
export function zaloVerdict(errorCode: number): SendVerdict {
  if (errorCode === 0) return 'sent';
  if (errorCode === -124) return 'refreshToken';
  return [-100, -115, -133].includes(errorCode) ? 'retry' : 'fallback';
}

/**
 * eSMS's CodeResult: 100 accepted; a blocked or malformed number (99, 108) and the account's own refusals (wrong
 * keys 101, unknown brand name 104, wrong template 146, unsupported type 118) will not change by waiting; anything
 * else (balance 103, a busy provider) is tried again.
 */
export function smsVerdict(codeResult: string): SendVerdict {
  if (codeResult === '100') return 'sent';
  return ['99', '101', '104', '108', '118', '146'].includes(codeResult) ? 'failed' : 'retry';
}
