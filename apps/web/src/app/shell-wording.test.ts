import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteMessages } from '../components/clinic-messages';
import { appMessages } from '../messages';

/**
 * The words that say what the clinic treats. The shell (header, footer, logo, banners, the page's own title and
 * description, which link previews of any of its addresses show) names the clinic by its neutral short name only;
 * the home page's hero alone says more.
 */
const SERVICE_NAME = /\b(HIV|AIDS)\b/i;

/** A text or a text maker, as written: a template's words are in its source. */
const wordsOf = (value: unknown): string => (typeof value === 'function' ? value.toString() : String(value));

describe("the shell's words", () => {
  it('no message of the layout and the shared components names what the clinic treats', () => {
    const naming = Object.entries({ ...appMessages, ...siteMessages }).filter(([, text]) =>
      SERVICE_NAME.test(wordsOf(text)),
    );
    expect(naming.map(([key]) => key)).toEqual([]);
  });

  it("the page's title and description do not either", () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).toContain('name="description"');
    expect(head).not.toMatch(SERVICE_NAME);
  });
});
