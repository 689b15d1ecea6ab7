import { z } from 'zod';
import {
  confirmEmailChangeBody,
  confirmEmailChangeLinkBody,
  emailBody,
  resetPasswordBody,
  verifyPatientBody,
} from '../auth.js';
import { envelopeOf, noDataEnvelope } from '../envelope.js';
import { messages } from '../messages.js';
import { SIGNED_IN } from '../permissions.js';
import { defineEndpoints } from './define.js';

/**
 * Verification, password-reset and e-mail change codes. The "send" calls answer the same whether or not the
 * e-mail exists and whether or not its mail was capped.
 */
export const emailEndpoints = defineEndpoints('Email', {
  sendEmail: {
    method: 'POST',
    path: '/Email/SendEmail',
    writes: ['sessions', 'messages'],
    access: 'public',
    summary: 'Gửi mã xác thực email',
    message: messages.auth.codeSent,
    body: emailBody,
    response: noDataEnvelope,
  },
  verifyPatient: {
    method: 'POST',
    path: '/Email/VerifyPatient',
    writes: ['accounts', 'sessions'],
    access: 'public',
    summary: 'Xác thực email bệnh nhân',
    message: messages.auth.verifySuccess,
    body: verifyPatientBody,
    response: noDataEnvelope,
  },
  sendForgotPasswordEmail: {
    method: 'POST',
    path: '/Email/SendForgotPasswordEmail',
    writes: ['sessions', 'messages'],
    access: 'public',
    summary: 'Gửi mã đặt lại mật khẩu',
    message: messages.auth.codeSent,
    body: emailBody,
    response: noDataEnvelope,
  },
  resetPassword: {
    method: 'POST',
    path: '/Email/ResetPassword',
    writes: ['accounts', 'sessions'],
    access: 'public',
    summary: 'Đặt lại mật khẩu',
    message: messages.auth.resetSuccess,
    body: resetPasswordBody,
    response: noDataEnvelope,
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/Email/ConfirmEmailChange',
    writes: ['accounts', 'sessions'],
    access: SIGNED_IN,
    ownership: 'own profile',
    summary: 'Xác nhận email mới bằng mã đã gửi tới địa chỉ đó (người dùng đã đăng nhập)',
    message: messages.auth.emailChangeConfirmed,
    body: confirmEmailChangeBody,
    response: envelopeOf(z.object({ email: z.string() })),
  },
  confirmEmailChangeLink: {
    method: 'POST',
    path: '/Email/ConfirmEmailChangeLink',
    writes: ['accounts', 'sessions'],
    access: 'public',
    summary: 'Xác nhận email mới bằng liên kết đã gửi tới địa chỉ đó (không cần đăng nhập)',
    message: messages.auth.emailChangeConfirmed,
    body: confirmEmailChangeLinkBody,
    response: envelopeOf(z.object({ email: z.string() })),
  },
});
