import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/clinic.js';
import { openAs, shoot } from '../support/pages.js';

const HEADING = 'Báo cáo chương trình theo tuổi và giới';

/** The report's page as `username` sees it on a wide screen. */
async function openReport(page: Page, username: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, username, '/programme-report', HEADING);
}

/** The file a click on `button` downloads. */
async function downloadOf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

test("a manager opens the quarter's programme report and downloads its CSV, which adds up to the indicators", async ({
  page,
  request,
}, testInfo) => {
  await openReport(page, 'manager1');
  const table = page.getByRole('table', { name: 'Bảng chỉ số theo nhóm tuổi và giới tính' });
  await expect(table.getByRole('columnheader', { name: '65+' })).toBeVisible();
  await expect(page.getByText(/^Quý \d năm tài khóa \d{4} \(PEPFAR\): từ/)).toBeVisible();

  const csvButton = page.getByRole('button', { name: 'Tải CSV' });
  /** The report's CSV as the button downloads it: its name, and its rows under the header. */
  const downloadCsv = async () => {
    const download = await downloadOf(page, csvButton);
    const name = /^bao-cao-chuong-trinh-pepfarQuarter-(\d{4})-([1-4])\.csv$/.exec(
      download.suggestedFilename(),
    );
    expect(name, download.suggestedFilename()).not.toBeNull();
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('Từ ngày,Đến ngày,Chỉ số,Nhóm tuổi,Giới tính,Số bệnh nhân');
    return { name, rows: lines.slice(1).map((line) => line.split(',')) };
  };
  const { name, rows } = await downloadCsv();
  expect(rows).toHaveLength(14 * 15 * 2);
  expect(rows[0]?.slice(2, 5)).toEqual(['TX_CURR', '<1', 'Female']);
  expect(rows.at(-1)?.slice(2, 5)).toEqual(['TX_CURR_MMD_6M_PLUS', '65+', 'Male']);

  // The file, the table and the indicators of the same quarter say the same TX_CURR. Other tests dispense at the
  // same time: when one did between the reads, all three are read again.
  const [, year, index] = name ?? [];
  const manager = await apiLogin(request, 'manager1');
  const bothSexes = table
    .getByRole('rowgroup')
    .filter({ has: page.getByRole('rowheader', { name: 'TX_CURR: đang điều trị' }) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Cộng' }) });
  await expect(async () => {
    await page.reload();
    const indicators = await apiCall<{ txCurr: number }>(
      request,
      manager,
      'GET',
      `/Statistics/Indicators?kind=pepfarQuarter&year=${year}&index=${index}`,
    );
    await expect(bothSexes.getByRole('cell').last()).toHaveText(String(indicators.txCurr), { timeout: 5000 });
    const txCurr = (await downloadCsv()).rows
      .filter((r) => r[2] === 'TX_CURR')
      .reduce((sum, r) => sum + Number(r[5]), 0);
    expect(txCurr).toBe(indicators.txCurr);
  }).toPass({ timeout: 30_000 });
  await shoot(page, testInfo, 'programme-report-1280');

  // On a phone the table scrolls sideways inside its region; the page itself does not.
  await page.setViewportSize({ width: 360, height: 740 });
  const scroller = page
    .getByRole('region', { name: 'Bảng chỉ số theo nhóm tuổi và giới tính' })
    .and(page.locator('[tabindex="0"]'));
  await expect(scroller).toBeVisible();
  expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, testInfo, 'programme-report-360');
});

test('an admin downloads the national case report: a FHIR collection, its patients told in their access log', async ({
  page,
  request,
}, testInfo) => {
  await openReport(page, 'admin1');
  const panel = page.getByRole('region', { name: 'Báo cáo ca bệnh cho cơ quan y tế' });
  // The last 90 days, as the panel opens: the demo patients' recent results are in it.
  const download = await downloadOf(page, panel.getByRole('button', { name: 'Tải báo cáo ca bệnh' }));
  expect(download.suggestedFilename()).toMatch(/^bao-cao-ca-benh-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const reported = bundle.entry
    .map((e: { resource: { resourceType: string; id: string } }) => e.resource)
    .filter((r: { resourceType: string }) => r.resourceType === 'Patient')
    .map((r: { id: string }) => Number(r.id));
  expect(reported.length).toBeGreaterThan(0);
  await panel.screenshot({ path: testInfo.outputPath('case-report-panel-1280.png') });

  // A demo patient in the report sees it among who opened their record.
  const patient = await apiLogin(
    request,
    reported.includes((await apiLogin(request, 'patient1')).patientId) ? 'patient1' : 'patient2',
  );
  expect(reported).toContain(patient.patientId);
  const log = await apiCall<{ category: string; action: string }[]>(
    request,
    patient,
    'GET',
    '/Audit/MyRecordAccess?others=true',
  );
  expect(log.some((e) => e.category === 'caseReport' && e.action === 'export')).toBe(true);
});
