import { reminderLinkMessages as m, reminderLinkBody, reminderLinkParams } from '@clinic/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { badRequest, HttpError } from '../lib/http-error.js';
import { ok } from '../lib/reply.js';
import { answerReminderLink, type LinkState, readReminderLink } from '../messaging/reminder-link.js';

const htmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * A page that works without JavaScript and without signing in, on the smallest phone: a neutral tab title (the
 * clinic's short name), the day and hour, and the two answers as a plain form. Nothing else about the visit.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${htmlText(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;color:#1a1b1e;background:#f8f9fa}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px}
h1{font-size:1.4rem;margin:0 0 12px}p{font-size:1.05rem;line-height:1.5}
button{display:block;width:100%;font:inherit;font-size:1.05rem;font-weight:600;padding:12px;margin:8px 0;border-radius:6px;border:1px solid #0b6e4f;cursor:pointer}
.yes{background:#0b6e4f;color:#fff}.no{background:#fff;color:#9b1c1c;border-color:#9b1c1c}a{color:#0b6e4f}</style>
</head><body><main>${body}</main></body></html>`;
}

/** The token as the path has it; a path no link could have reads as an unknown link. */
const tokenOf = (path: unknown) => {
  const parsed = reminderLinkParams.safeParse(path);
  return parsed.success ? parsed.data.token : '';
};

const loginLine = `<p>${htmlText(m.more)} <a href="/login">${htmlText(m.login)}</a></p>`;

/** An open link answers 200; one that never existed 404; one used, expired or closed 410 (gone). */
const statusOf = (state: LinkState) => (state === 'open' ? 200 : state === 'unknown' ? 404 : 410);

/** GET and POST /r/{token}: the reminder's two-way link (apps/server/src/messaging/reminder-link.ts). */
export const reminderLinkRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // The page's form posts as browsers do; a client of the API may send JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page(ctx.config.clinicShortName, body));
  /** A page of one sentence under the title, with the way to sign in where there is more to do. */
  const notice = (reply: FastifyReply, status: number, text: string, login = true) =>
    html(reply, status, `<h1>${htmlText(m.title)}</h1><p>${htmlText(text)}</p>${login ? loginLine : ''}`);

  app.get<{ Params: { token: string } }>(
    '/r/:token',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const link = await readReminderLink(ctx.db, tokenOf(request.params), ctx.now(), request.ip);
      if ('refusal' in link) return notice(reply, statusOf(link.state), link.refusal);
      return html(
        reply,
        200,
        `<h1>${htmlText(m.title)}</h1><p><strong>${htmlText(link.when)}</strong></p><p>${htmlText(m.question)}</p>
<form method="post"><button class="yes" name="action" value="confirm">${htmlText(m.confirm)}</button>
<button class="no" name="action" value="cancel">${htmlText(m.cancel)}</button></form>${loginLine}`,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: unknown }>(
    '/r/:token',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const json = (request.headers['content-type'] ?? '').includes('application/json');
      const parsed = reminderLinkBody.safeParse(request.body);
      if (!parsed.success) {
        if (!json) return notice(reply, 400, m.actionInvalid, false);
        throw badRequest(m.actionInvalid, { action: [m.actionInvalid] });
      }
      const answer = await answerReminderLink(
        ctx.db,
        tokenOf(request.params),
        parsed.data.action,
        ctx.now(),
        request.ip,
      );
      const status = statusOf(answer.state);
      if (!json) return notice(reply, status, answer.message);
      // A client of the API gets the app's envelope, its refusals from the common error handler.
      if (status !== 200) throw new HttpError(status, answer.message);
      return ok({ action: parsed.data.action }, answer.message);
    },
  );
};
