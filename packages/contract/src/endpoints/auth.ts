import { loginBody, loginData } from '../auth.js';
import { envelopeOf, noDataEnvelope } from '../envelope.js';
import { messages } from '../messages.js';
import { SIGNED_IN } from '../permissions.js';
import { defineEndpoints } from './define.js';

export const authEndpoints = defineEndpoints('Auth', {
  login: {
    method: 'POST',
    path: '/Auth/login',
    writes: ['sessions'],
    access: 'public',
    summary: 'Đăng nhập',
    message: messages.auth.loginSuccess,
    body: loginBody,
    response: envelopeOf(loginData),
  },
  logout: {
    method: 'POST',
    path: '/Auth/logout',
    writes: ['sessions'],
    access: SIGNED_IN,
    summary: 'Đăng xuất: thu hồi token của phiên này (các phiên khác vẫn dùng được)',
    message: messages.auth.loggedOut,
    response: noDataEnvelope,
  },
  keepAlive: {
    method: 'POST',
    path: '/Auth/KeepAlive',
    writes: ['sessions'],
    access: SIGNED_IN,
    summary:
      'Giữ phiên đăng nhập khi người dùng vẫn thao tác trên trang mà không gửi yêu cầu nào (phiên kết thúc sau 30 phút không hoạt động)',
    response: noDataEnvelope,
  },
});
