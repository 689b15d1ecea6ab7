import { type Browser, type Download, expect, type Locator, type Page } from '@playwright/test';

/** A toast (Mantine notification) or form alert carrying the text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** Submits a form with its button, then waits for the success toast and the page the form leads to. */
export async function submitForm(page: Page, button: string, message: string, url: RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL(url);
}

/**
 * Answers a confirmation dialog: waits for the dialog that asks `question`, clicks its `confirm` button and waits
 * for it to close.
 */
export async function confirmDialog(page: Page, question: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * A page in a browser context of its own (the config's baseURL, locale and time zone apply): a visitor, or a
 * second user whose session must not mix with the test's page.
 */
export async function separatePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** A random Vietnamese mobile number, 10 digits. */
export function randomPhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The access log's cell naming a patient by id (#id, beside the name), once it shows in the table. */
export async function expectAuditPatientCell(page: Page, patientId: number | undefined): Promise<void> {
  await expect(
    page
      .getByRole('table')
      .getByRole('cell', { name: `#${patientId}`, exact: true })
      .first(),
  ).toBeVisible();
}

/** Exports the access log's current search: the downloaded file, under its neutral name. */
export async function exportAuditCsv(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('nhat-ky-truy-cap.csv');
  return file;
}
