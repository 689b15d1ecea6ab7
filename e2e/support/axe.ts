import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core itself, put into a page once and run there as often as the test needs. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe violations of the page as it is now, one line each ("rule: targets"). axe is put
 * into the page once per document and asked for violations only: collecting every passing node, and loading axe
 * again for each check (as @axe-core/playwright does) took about ten times longer.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'] };
  const violations = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe
        .run(document, runOptions)
        .then((results) =>
          results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.map((n) => n.target.join(' ')),
          })),
        ),
    options,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/** The widths every screen is checked at: a desktop, then the narrowest phone the screens are laid out for. */
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

/** One state of the app to check: a screen, or a dialog or calendar open on one. */
export interface Screen {
  /** Names the screen in the report of a failure. */
  name: string;
  /** The page's level-1 heading once the screen is there. */
  heading: string | RegExp;
  /** Brings the page to the screen, from where the walk's previous screen left it. */
  open: (page: Page) => Promise<unknown>;
  /** What shows once the screen has drawn what it loads, when that is more than its heading. */
  ready?: (page: Page) => Locator;
  /** Opens it again at each later width, for what a change of width closes (a calendar whose field scrolled away). */
  reopen?: boolean;
}

/** A screen opened at its address. */
export const at = (path: string, heading: string | RegExp, ready?: Screen['ready']): Screen => ({
  name: path,
  heading,
  open: (page) => page.goto(path),
  ready,
});

/** A screen reached from the previous one by its first visible link of that name. */
export const via = (
  name: string,
  link: string | RegExp,
  heading: string | RegExp,
  ready?: Screen['ready'],
): Screen => ({
  name,
  heading,
  open: (page) => page.getByRole('link', { name: link }).first().click(),
  ready,
});

/** A screen reached by doing something on the previous one: a click that opens a dialog, a form sent... */
export const after = (
  name: string,
  heading: string | RegExp,
  open: (page: Page) => Promise<unknown>,
  ready?: Screen['ready'],
): Screen => ({ name, heading, open, ready });

/** The first visible element holding the text: a list shows its rows as a table or, on a phone, as cards. */
export const shown = (text: string | RegExp) => (page: Page) =>
  page.getByText(text).filter({ visible: true }).first();

/** A screen's first chart, once drawn: a chart waits until its container has been measured. */
export const chartDrawn = (page: Page) => page.locator('svg[data-chart] [data-part="value"]').first();

/**
 * The screen is there and has loaded: its heading and what `ready` names show, nothing is still loading (no
 * spinner, no placeholder rows, nothing marked busy) and no load failed (the error box, titled "Lỗi").
 */
async function settled(page: Page, screen: Screen): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  if (screen.ready) await expect(screen.ready(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ has: page.getByText('Lỗi', { exact: true }) })).toHaveCount(
    0,
  );
  await expect(
    page.locator('[aria-busy="true"]:visible, .mantine-Loader-root:visible, .mantine-Skeleton-root:visible'),
  ).toHaveCount(0);
  // The layout of the new width is drawn once two frames have passed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Walks the screens in turn, each opened at the desktop width and checked there and at the phone's: any serious or
 * critical axe violation is reported with the screen and the width, and the walk goes on to the next screen.
 */
export async function checkScreens(page: Page, screens: readonly Screen[]): Promise<void> {
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.setViewportSize(WIDTHS[0]);
      await screen.open(page);
      for (const [i, size] of WIDTHS.entries()) {
        await page.setViewportSize(size);
        if (i > 0 && screen.reopen) await screen.open(page);
        // The pointer rests where the last click was: what it hovers would be checked in its hover colours.
        await page.mouse.move(0, 0);
        await settled(page, screen);
        expect.soft(await seriousViolations(page), `${screen.name} at ${size.width} px`).toEqual([]);
      }
    });
  }
}

/** The time a walk of `count` screens may take: each is loaded once and analysed twice on a shared machine. */
export const walkTimeout = (count: number) => 60_000 + count * 30_000;

/** How the focused element's ring is drawn: its thickness in px, and its colour and the colour around it. */
export interface FocusRing {
  width: number;
  color: string;
  background: string;
}

/**
 * The ring of the focused element: its outline, or else the spread of its first box shadow; the background is the
 * nearest one behind the element that is not transparent (the ring lies outside the element).
 */
export function focusRingOf(locator: Locator): Promise<FocusRing> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    let width = 0;
    let color = '';
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      width = Number.parseFloat(style.outlineWidth);
      color = style.outlineColor;
    } else if (style.boxShadow !== 'none') {
      const shadow = /^(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/.exec(
        style.boxShadow,
      );
      if (shadow) {
        width = Number(shadow[5]);
        color = shadow[1] ?? '';
      }
    }
    let background = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const fill = getComputedStyle(node).backgroundColor;
      if (fill !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(fill)) {
        background = fill;
        break;
      }
    }
    return { width, color, background };
  });
}

/** The WCAG contrast ratio of two opaque CSS colours given as rgb() or rgba(). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const channels = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(css);
    if (!channels) throw new Error(`not an rgb colour: ${css}`);
    const [r, g, b] = channels.slice(1, 4).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
