import { z } from 'zod';
import { envelopeOf, noDataEnvelope } from '../envelope.js';
import {
  messagingChannels,
  messagingLogItem,
  messagingLogQuery,
  messagingMessages,
  messagingPreferences,
  messagingPreferencesBody,
  phoneVerifyBody,
  smsCallbackQuery,
  zaloCallbackBody,
} from '../messaging.js';
import { ADMIN, PATIENTS } from '../permissions.js';
import { defineEndpoints } from './define.js';

/** The channels a patient is reached on besides e-mail, the phone they confirm, and the log of what was sent. */
export const messagingEndpoints = defineEndpoints('Messaging', {
  preferences: {
    method: 'GET',
    path: '/Messaging/Preferences',
    reads: ['messages', 'patients', 'accounts'],
    access: PATIENTS,
    ownership: 'own patient',
    audit: { category: 'profile', action: 'read' },
    summary:
      'Kênh nhận tin nhắn của bệnh nhân đang đăng nhập (email, SMS, Zalo) và số điện thoại đã xác nhận',
    response: envelopeOf(messagingPreferences),
  },
  savePreferences: {
    method: 'PUT',
    path: '/Messaging/Preferences',
    writes: ['messages'],
    access: PATIENTS,
    ownership: 'own patient',
    audit: { category: 'profile', action: 'update' },
    summary: 'Chọn kênh nhận tin nhắn; SMS và Zalo cần số điện thoại đã xác nhận',
    description:
      'Mỗi kênh thay đổi được ghi lại cùng thời điểm; tắt một kênh hủy các tin đang chờ gửi trên kênh đó.',
    message: messagingMessages.preferencesSaved,
    body: messagingPreferencesBody,
    response: envelopeOf(messagingPreferences),
  },
  sendPhoneCode: {
    method: 'POST',
    path: '/Messaging/Phone/SendCode',
    writes: ['sessions', 'messages'],
    access: PATIENTS,
    ownership: 'own patient',
    audit: { category: 'profile', action: 'update' },
    summary: 'Gửi mã xác nhận 6 chữ số qua SMS tới số điện thoại của tài khoản',
    description: 'Mã có hiệu lực 10 phút, tối đa 5 lần nhập sai, tối đa 3 mã mỗi giờ cho một số điện thoại.',
    message: messagingMessages.phoneCodeSent,
    response: noDataEnvelope,
  },
  verifyPhone: {
    method: 'POST',
    path: '/Messaging/Phone/Verify',
    writes: ['sessions', 'patients'],
    access: PATIENTS,
    ownership: 'own patient',
    audit: { category: 'profile', action: 'update' },
    summary: 'Xác nhận số điện thoại bằng mã đã nhận qua SMS',
    message: messagingMessages.phoneVerified,
    body: phoneVerifyBody,
    response: noDataEnvelope,
  },
  channels: {
    method: 'GET',
    path: '/Messaging/Channels',
    // What the server's configuration turns on, shown with the outbox it governs.
    reads: ['messages'],
    access: ADMIN,
    summary: 'Các kênh gửi tin (email, SMS, Zalo) đang bật hay tắt theo cấu hình, và giờ không gửi tin',
    response: envelopeOf(messagingChannels),
  },
  smsCallback: {
    method: 'GET',
    path: '/Messaging/Callback/Sms',
    reads: ['messages'],
    writes: ['messages'],
    access: 'public',
    summary: 'eSMS.vn báo kết quả giao tin SMS (đường dẫn do máy chủ ký, sig)',
    description: 'SendStatus 5: đã giao; 4: bị từ chối. Chữ ký sai: 403.',
    query: smsCallbackQuery,
    message: messagingMessages.callbackRecorded,
    response: noDataEnvelope,
  },
  zaloCallback: {
    method: 'POST',
    path: '/Messaging/Callback/Zalo',
    writes: ['messages'],
    access: 'public',
    summary:
      'Zalo báo sự kiện của Official Account, ví dụ đã giao tin ZNS (kiểm tra chữ ký X-ZEvent-Signature)',
    description: 'user_received_message đánh dấu tin có tracking_id là đã giao. Chữ ký sai: 403.',
    body: zaloCallbackBody,
    message: messagingMessages.callbackRecorded,
    response: noDataEnvelope,
  },
  log: {
    method: 'GET',
    path: '/Messaging/Log',
    reads: ['messages'],
    access: ADMIN,
    summary:
      'Nhật ký gửi tin SMS và Zalo (quản trị viên): kênh, mẫu, trạng thái, thời điểm; không có nội dung',
    description: 'Mới nhất trước; page và pageSize (tối đa 100). Số điện thoại chỉ hiện 3 chữ số cuối.',
    query: messagingLogQuery,
    response: envelopeOf(z.array(messagingLogItem)),
  },
});
