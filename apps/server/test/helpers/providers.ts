import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a provider received: its path, headers and body, parsed as JSON or as a form. */
export interface ProviderRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * Zalo's ZNS and OAuth APIs and eSMS.vn's send API as their documentation gives them, on one local HTTP server:
 * the tests cannot reach the providers, so they assert the exact requests the product sends here.
 * - POST /v4/oa/access_token (form refresh_token, app_id, grant_type; header secret_key): a new pair; each
 *   refresh token works once.
 * - POST /message/template (header access_token; JSON phone, template_id, template_data, tracking_id): -124 for an
 *   unknown or expired access token, -118 for a number without a Zalo account, else a msg_id.
 * - POST /SendMultipleMessage_V4_post_json/ (JSON ApiKey, SecretKey, Brandname, Phone, Content...): CodeResult 100.
 */
export async function startProviders(o: {
  appId: string;
  appSecret: string;
  refreshToken: string;
  /** Hears of each request as it arrives (the browser tests write them to files). */
  onRequest?: (request: ProviderRequest) => void;
}) {
  const requests: ProviderRequest[] = [];
  const state = {
    refreshToken: o.refreshToken,
    accessTokens: new Set<string>(),
    noZalo: new Set<string>(),
    /** seconds the next access token lives */
    expiresIn: 90_000,
    issued: 0,
    sent: 0,
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = (req.headers['content-type'] ?? '').includes('x-www-form-urlencoded');
      const body = form ? Object.fromEntries(new URLSearchParams(raw)) : raw ? JSON.parse(raw) : {};
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body });
      o.onRequest?.({ path, headers: req.headers, body });
      const answer = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (path === '/v4/oa/access_token') {
        if (
          req.headers.secret_key !== o.appSecret ||
          body.app_id !== o.appId ||
          body.grant_type !== 'refresh_token' ||
          body.refresh_token !== state.refreshToken
        )
          return answer({ error: -14014, error_name: 'Invalid refresh token' });
        state.issued += 1;
        const access = `access-${state.issued}`;
        state.refreshToken = `refresh-${state.issued}`;
        state.accessTokens.add(access);
        return answer({
          access_token: access,
          refresh_token: state.refreshToken,
          expires_in: String(state.expiresIn),
        });
      }
      if (path === '/message/template') {
        if (!state.accessTokens.has(String(req.headers.access_token)))
          return answer({ error: -124, message: 'Access token is invalid' });
        if (state.noZalo.has(String(body.phone)))
          return answer({ error: -118, message: 'Zalo account not existed' });
        state.sent += 1;
        return answer({
          error: 0,
          message: 'Success',
          data: { msg_id: `zns-${state.sent}`, sent_time: '0' },
        });
      }
      if (path === '/SendMultipleMessage_V4_post_json/') {
        state.sent += 1;
        return answer({ CodeResult: '100', CountRegenerate: 0, SMSID: `sms-${state.sent}` });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    state,
    of: (path: string) => requests.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Providers = Awaited<ReturnType<typeof startProviders>>;
