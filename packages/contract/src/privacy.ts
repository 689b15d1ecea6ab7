import { z } from 'zod';

/**
 * The privacy notice (the web app's /privacy page) and the patient's consent to it. The version changes whenever
 * the notice's content does: a registration records the version the patient accepted, and when (patients table).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11';

export const privacyMessages = {
  noticeVersionInvalid: `Phiên bản chính sách quyền riêng tư không còn hiệu lực (phiên bản hiện hành: ${PRIVACY_NOTICE_VERSION}). Vui lòng tải lại trang, đọc lại chính sách và đồng ý lại.`,
  myDataLoaded: 'Toàn bộ dữ liệu phòng khám đang lưu về bạn',
} as const;

/**
 * The notice version a registration accepts: optional, since clients written for the original API do not send it
 * (then no consent is recorded), but when sent it must be the current one.
 */
export const privacyNoticeVersionField = z.literal(PRIVACY_NOTICE_VERSION, {
  error: privacyMessages.noticeVersionInvalid,
});
