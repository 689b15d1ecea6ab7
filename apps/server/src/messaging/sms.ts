import { smsVerdict } from '@clinic/contract';
import type { MessagingConfig } from '../config.js';
import type { SendResult } from './zalo.js';

type SmsConfig = NonNullable<MessagingConfig['sms']>;

/**
 * One brand-name SMS through eSMS.vn's JSON API (SendMultipleMessage_V4_post_json, SmsType 2: customer care),
 * in Unicode so that the patient reads the text the message rule checked. `RequestId` is the outbox row's id:
 * the provider refuses a second request with the same id, so a retry after a lost answer cannot send twice.
 * Another provider is another module answering a SendResult.
 */
export async function sendSms(
  config: SmsConfig,
  message: { phone: string; text: string; requestId: string; callbackUrl?: string | undefined },
): Promise<SendResult> {
  const response = await fetch(`${config.apiUrl}/SendMultipleMessage_V4_post_json/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ApiKey: config.apiKey,
      SecretKey: config.secretKey,
      Brandname: config.brandname,
      SmsType: '2',
      IsUnicode: '1',
      Phone: message.phone,
      Content: message.text,
      RequestId: message.requestId,
      ...(message.callbackUrl && { CallbackUrl: message.callbackUrl }),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) return { verdict: 'retry', reason: `SMS HTTP ${response.status}` };
  const answer = (await response.json()) as { CodeResult?: string; SMSID?: string; ErrorMessage?: string };
  const code = String(answer.CodeResult ?? '');
  return {
    verdict: smsVerdict(code),
    providerMessageId: answer.SMSID,
    reason: code === '100' ? undefined : `SMS ${code}: ${answer.ErrorMessage ?? ''}`.trim(),
  };
}
