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

/**
 * The Official Account's access token: the kept one while it lasts, else renewed with the refresh token under a row
 * lock, so that only one replica spends the refresh token (each works once) and the others read the new pair.
 * The first refresh token comes from ZALO_REFRESH_TOKEN; after that the database keeps the renewed one.
 */
async function accessToken(db: Db, config: ZaloConfig, force: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('zalo_tokens'))`);
    const [row] = await tx.select().from(zaloTokens).where(eq(zaloTokens.id, TOKEN_ROW));
    const fresh = row && row.expiresAt.getTime() - Date.now() > RENEW_BEFORE_SECONDS * 1000;
    if (row && fresh && !force) return row.accessToken;
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
 * matched to its first try. An access token refused as expired is renewed once and the send tried again.
 */
export async function sendZalo(
  db: Db,
  config: ZaloConfig,
  message: { phone: string; templateId: string; data: Record<string, string>; trackingId: string },
): Promise<SendResult> {
  const attempt = async (force: boolean) => {
    const response = await fetch(`${config.apiUrl}/message/template`, {
      method: 'POST',
      headers: { access_token: await accessToken(db, config, force), 'content-type': 'application/json' },
      body: JSON.stringify({
        phone: toInternationalPhone(message.phone),
        template_id: message.templateId,
        template_data: message.data,
        tracking_id: message.trackingId,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return { verdict: 'retry' as const, reason: `Zalo HTTP ${response.status}` };
    const answer = (await response.json()) as { error: number; message?: string; data?: { msg_id?: string } };
    return {
      verdict: zaloVerdict(answer.error),
      providerMessageId: answer.data?.msg_id,
      reason: answer.error === 0 ? undefined : `Zalo ${answer.error}: ${answer.message ?? ''}`.trim(),
    };
  };
  const first = await attempt(false);
  if (first.verdict !== 'refreshToken') return first;
  const second = await attempt(true);
  return second.verdict === 'refreshToken' ? { ...second, verdict: 'retry' } : second;
}
