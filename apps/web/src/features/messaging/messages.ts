import type { MessageChannel, MessageStatus, MessageTemplate } from '@clinic/contract';
import { appMessages } from '../../messages';

/** Texts of the administrators' screen of the messages sent to patients. */
export const messagingScreenMessages = {
  title: 'Tin nhắn gửi bệnh nhân',
  intro:
    'Các kênh phòng khám dùng để nhắc bệnh nhân và nhật ký các tin SMS, Zalo đã gửi. Nhật ký không lưu nội dung tin nhắn và chỉ hiện 3 chữ số cuối của số điện thoại.',
  channelsTitle: 'Kênh gửi tin',
  channelsFailed: 'Không tải được trạng thái các kênh',
  on: 'Đang bật',
  off: 'Đang tắt',
  offHint: 'Chưa có thông tin kết nối trong cấu hình máy chủ, nên không gửi tin qua kênh này.',
  provider: (provider: string) => `Nhà cung cấp: ${provider}`,
  zaloTemplates: (names: string) => `Có mẫu ZNS cho: ${names}`,
  zaloNoTemplates: 'Chưa có mẫu ZNS nào: tin sẽ gửi qua SMS nếu bệnh nhân cho phép.',
  quietHours: (start: string, end: string) => `Không gửi SMS, Zalo từ ${start} đến ${end} (giờ phòng khám).`,
  noQuietHours: 'SMS, Zalo được gửi vào mọi giờ.',
  logTitle: 'Nhật ký gửi tin',
  logFailed: 'Không tải được nhật ký gửi tin',
  logEmpty: 'Chưa có tin SMS hay Zalo nào.',
  pagination: 'Các trang của nhật ký gửi tin',
  colAt: 'Thời điểm',
  colChannel: 'Kênh',
  colTemplate: 'Loại tin',
  colStatus: 'Trạng thái',
  colPhone: 'Số điện thoại',
  colReason: 'Lý do',
  channelNames: { email: 'Email', sms: 'SMS', zalo: 'Zalo' } satisfies Record<MessageChannel, string>,
  templateNames: {
    reminder: 'Nhắc lịch hẹn',
    refill: 'Nhắc tái khám',
    missed: 'Lỡ hẹn',
    result: 'Có thông tin mới',
    otp: 'Mã xác nhận',
  } satisfies Record<MessageTemplate, string>,
  statusNames: {
    queued: 'Đang chờ gửi',
    sent: 'Đã gửi',
    delivered: 'Đã nhận',
    failed: 'Không gửi được',
    cancelled: 'Đã hủy',
  } satisfies Record<MessageStatus, string>,
  loading: appMessages.loading,
} as const;
