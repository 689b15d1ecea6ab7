/**
 * Just enough MIME decoding to read what nodemailer sends: encoded-word subjects, a single text part, or the text
 * part and the attachments of a multipart mail.
 */

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const subjectLine = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '').replace(/\r?\n[ \t]/g, '');
  const subject = subjectLine.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
  // A mail with an attachment: its text is the text part.
  if (/Content-Type: multipart\//i.test(head)) {
    const part = mimeParts(raw).find((p) => /Content-Type: text\/plain/i.test(p.headers));
    return { subject, text: part?.body ?? '' };
  }
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return { subject, text: Buffer.from(body, 'base64').toString('utf8') };
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return { subject, text: decodeQuotedPrintable(body) };
  return { subject, text: body };
}

export interface MimePart {
  headers: string;
  body: string;
}

/** The leaf parts of a multipart mail (text and attachments), each body decoded from its transfer encoding. */
export function mimeParts(raw: string): MimePart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const part = chunk.replace(/^\r?\n/, '');
      const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
      if (/Content-Type: multipart\//i.test(headers)) return mimeParts(part);
      const body = rest.join('\n\n').trimEnd();
      if (/Content-Transfer-Encoding: base64/i.test(headers))
        return [{ headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') }];
      if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
        return [{ headers, body: decodeQuotedPrintable(body) }];
      return [{ headers, body }];
    });
}
