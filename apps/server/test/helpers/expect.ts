import { ROLES, type Role } from '@clinic/contract';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { CallResult, RoleUsers, TestApp } from './build.js';

/**
 * The four calls of a master-data resource under `base`: the list and a missing id for `readers`, create and
 * update for `writers` (sent an empty body, so an allowed role gets past the role check to a 400).
 */
export function masterDataCalls(base: string, readers: readonly Role[], writers: readonly Role[]) {
  return [
    { method: 'GET' as const, url: `${base}/GetAll`, allowed: readers, expected: 200 },
    { method: 'GET' as const, url: `${base}/GetByID/999999`, allowed: readers, expected: 404 },
    { method: 'POST' as const, url: `${base}/Create`, allowed: writers, expected: 400 },
    { method: 'PUT' as const, url: `${base}/Update`, allowed: writers, expected: 400 },
  ];
}

/**
 * Which roles may make a call: without a token it is 401, with the token of an allowed role `expected`, with any
 * other role's 403. Each status is asserted next to its role, so a failure names the role.
 */
export async function expectOnlyRoles(
  t: TestApp,
  users: RoleUsers,
  request: InjectOptions,
  allowed: readonly string[],
  expected: number,
): Promise<void> {
  expect((await t.call(request)).statusCode).toBe(401);
  for (const role of ROLES) {
    const res = await t.call({ ...request, token: users[role].token });
    expect([role, res.statusCode]).toEqual([role, allowed.includes(role) ? expected : 403]);
  }
}

/** An answer with this status whose data holds at least these fields. */
export function expectData(res: CallResult, statusCode: number, data: object): void {
  expect(res.statusCode).toBe(statusCode);
  expect(res.body.data).toMatchObject(data);
}

/** An answer with this status and message. */
export function expectMessage(res: CallResult, statusCode: number, message: string): void {
  expect(res.statusCode).toBe(statusCode);
  expect(res.body.message).toBe(message);
}

/** A refusal (400) with this message among the errors of the field. */
export function expectFieldError(res: CallResult, field: string, message: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.body.fieldErrors[field]).toEqual([message]);
}

/** A refusal (400) whose field errors name the field (by its key, or in the message for an unknown key). */
export function expectFieldNamed(res: CallResult, field: string): void {
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.body.fieldErrors)).toContain(field);
}

/** A refusal (400) whose field errors are exactly these. */
export function expectFieldErrors(res: CallResult, fieldErrors: Record<string, string[]>): void {
  expect(res.statusCode).toBe(400);
  expect(res.body.status).toBe(false);
  expect(res.body.fieldErrors).toEqual(fieldErrors);
}
