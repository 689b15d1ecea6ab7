import type { Page } from '@playwright/test';

/**
 * Sets the narrowest phone the screens are laid out for, 360 × 740, and lets the page lay itself out again: what
 * depends on a measured size (a table that becomes a scrolling region) settles a frame or two after the resize.
 */
export async function onPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

/** Opens `path` at phone width. */
export async function openOnPhone(page: Page, path: string) {
  await onPhone(page);
  await page.goto(path);
}

/** How far the page scrolls sideways: 0 or less when it does not. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
