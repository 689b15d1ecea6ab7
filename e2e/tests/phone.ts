import type { Page } from '@playwright/test';

/** Sets the narrowest phone the screens are laid out for, 360 × 740. */
export const onPhone = (page: Page) => page.setViewportSize({ width: 360, height: 740 });

/** Opens `path` at phone width. */
export async function openOnPhone(page: Page, path: string) {
  await onPhone(page);
  await page.goto(path);
}

/** How far the page scrolls sideways: 0 or less when it does not. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
