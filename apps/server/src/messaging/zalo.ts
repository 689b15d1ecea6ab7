import { type SendVerdict, toInternationalPhone, zaloVerdict } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import type { MessagingConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { zaloTokens } from '../db/schema.js';

type ZaloConfig = NonNullable<MessagingConfig['zalo']>;

/** A provider's answer to one send, as the worker acts on it. */
export interface SendResult {
  verdict: SendVerdict;
  providerMessageId?: string;
  reason?: string;
}

/** An access token is renewed this long before it expires, so that no send meets an expired one. */
const RENEW_BEFORE_SECONDS = 300;
const TOKEN_ROW = 1;

type TokenRow = typeof zaloTokens.$inferSelect;

/** A kept token a send may use: not the one Zalo just refused, and not about to expire. */
const usable = (row: TokenRow, refused: string | undefined) =>
  row.accessToken !== refused && row.expiresAt.getTime() - Date.now() > RENEW_BEFORE_SECONDS * 1000;

/**
 * The Official Account's access token: the kept one while it lasts, read without a lock; else renewed with the
 * refresh token under an advisory lock, so that only one replica spends the refresh token (each works once) and
 * the others, once they hold the lock, find the new pair. `refused` is a token Zalo answered as expired. The
 * first refresh token comes from ZALO_REFRESH_TOKEN; after that the database keeps the renewed one.
 */
async function accessToken(db: Db, config: ZaloConfig, refused?: string): Promise<string> {
  const [kept] = await db.select().from(zaloTokens).where(eq(zaloTokens.id, TOKEN_ROW));
  if (kept && usable(kept, refused)) return kept.accessToken;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('zalo_tokens'))`);
    const [row] = await tx.select().from(zaloTokens).where(eq(zaloTokens.id, TOKEN_ROW));
    if (row && usable(row, refused)) return row.accessToken;
    const response = await fetch(`${config.oauthUrl}/v4/oa/access_token`, {
      method: 'POST',
      headers: { secret_key: config.appSecret, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        refresh_token: row?.refreshToken ?? config.refreshToken,
        app_id: config.appId,
        grant_type: 'refresh_token',
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: string | number;
      error?: number;
      error_name?: string;
    };
    if (!answer.access_token || !answer.refresh_token)
      throw new Error(
        `Zalo token refresh refused: ${answer.error ?? response.status} ${answer.error_name ?? ''}`,
      );
    const values = {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: new Date(Date.now() + Number(answer.expires_in ?? 3600) * 1000),
      updatedAt: new Date(),
    };
    await tx
      .insert(zaloTokens)
      .values({ id: TOKEN_ROW, ...values })
      .onConflictDoUpdate({ target: zaloTokens.id, set: values });
    return values.accessToken;
  });
}

/**
 * Sends one ZNS template message by phone number: `tracking_id` is the outbox row's id, so that a retried send is
 * matched to its first try. An access token refused as expired is renewed once (unless another replica has
 * renewed it meanwhile) and the send tried again.
 */
export async function sendZalo(
  db: Db,
  config: ZaloConfig,
  message: { phone: string; templateId: string; data: Record<string, string>; trackingId: string },
): Promise<SendResult> {
  const attempt = async (token: string): Promise<SendResult> => {
    const response = await fetch(`${config.apiUrl}/message/template`, {
      method: 'POST',
      headers: { access_token: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        phone: toInternationalPhone(message.phone),
        template_id: message.templateId,
        template_data: message.data,
        tracking_id: message.trackingId,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return { verdict: 'retry', reason: `Zalo HTTP ${response.status}` };
    const answer = (await response.json()) as { error: number; message?: string; data?: { msg_id?: string } };
    return {
      verdict: zaloVerdict(answer.error),
      providerMessageId: answer.data?.msg_id,
      reason: answer.error === 0 ? undefined : `Zalo ${answer.error}: ${answer.message ?? ''}`.trim(),
    };
  };
  const token = await accessToken(db, config);
  const first = await attempt(token);
  if (first.verdict !== 'refreshToken') return first;
  const second = await attempt(await accessToken(db, config, token));
  return second.verdict === 'refreshToken' ? { ...second, verdict: 'retry' } : second;
}
