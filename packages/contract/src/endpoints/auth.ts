import { z } from 'zod';
import { loginBody, loginData } from '../auth.js';
import { envelopeOf } from '../envelope.js';
import { SIGNED_IN } from '../permissions.js';
import { defineEndpoint } from './define.js';

const tags = ['Auth'];

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/Auth/login',
    access: 'public',
    summary: 'Đăng nhập',
    tags,
    status: 200,
    body: loginBody,
    response: envelopeOf(loginData),
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/Auth/logout',
    access: SIGNED_IN,
    summary: 'Đăng xuất: thu hồi token của phiên này (các phiên khác vẫn dùng được)',
    tags,
    status: 200,
    response: envelopeOf(z.null()),
  }),
};
