import { z } from 'zod';
import { confirmEmailChangeBody, emailBody, resetPasswordBody, verifyPatientBody } from '../auth.js';
import { envelopeOf } from '../envelope.js';
import { SIGNED_IN } from '../permissions.js';
import { defineEndpoint } from './define.js';

const tags = ['Email'];
const noData = envelopeOf(z.null());

/**
 * Verification, password-reset and e-mail change codes. The "send" calls answer the same whether or not the
 * e-mail exists and whether or not its mail was capped.
 */
export const emailEndpoints = {
  sendEmail: defineEndpoint({
    method: 'POST',
    path: '/Email/SendEmail',
    access: 'public',
    summary: 'Gửi mã xác thực email',
    tags,
    status: 200,
    body: emailBody,
    response: noData,
  }),
  verifyPatient: defineEndpoint({
    method: 'POST',
    path: '/Email/VerifyPatient',
    access: 'public',
    summary: 'Xác thực email bệnh nhân',
    tags,
    status: 200,
    body: verifyPatientBody,
    response: noData,
  }),
  sendForgotPasswordEmail: defineEndpoint({
    method: 'POST',
    path: '/Email/SendForgotPasswordEmail',
    access: 'public',
    summary: 'Gửi mã đặt lại mật khẩu',
    tags,
    status: 200,
    body: emailBody,
    response: noData,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/Email/ResetPassword',
    access: 'public',
    summary: 'Đặt lại mật khẩu',
    tags,
    status: 200,
    body: resetPasswordBody,
    response: noData,
  }),
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/Email/ConfirmEmailChange',
    access: SIGNED_IN,
    ownership: 'own profile',
    summary: 'Xác nhận email mới bằng mã đã gửi tới địa chỉ đó (người dùng đã đăng nhập)',
    tags,
    status: 200,
    body: confirmEmailChangeBody,
    response: envelopeOf(z.object({ email: z.string() })),
  }),
};
