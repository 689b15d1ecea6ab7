import { expect, type Locator, test } from '@playwright/test';
import { loginDemo, shoot } from '../support/pages.js';
import { onPhone, sidewaysOverflow } from './phone.js';

/** Days since 1970-01-01 of a dd/MM/yyyy date. */
const dayOf = (text: string) => {
  const [d, m, y] = text.trim().split('/').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Where a chart draws its dots and its date labels, and the dates of the results table under it. */
function chartLayout(section: Locator) {
  return section.evaluate((el) => ({
    dots: [...el.querySelectorAll('.recharts-line-dots circle')].map((c) => {
      const box = c.getBoundingClientRect();
      return box.left + box.width / 2;
    }),
    dates: [...el.querySelectorAll('table tbody tr')].map((row) => row.firstElementChild?.textContent ?? ''),
    ticks: [...el.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
      (t) => {
        const box = t.getBoundingClientRect();
        return { text: t.textContent ?? '', left: box.left, right: box.right };
      },
    ),
    box: { left: el.getBoundingClientRect().left, right: el.getBoundingClientRect().right },
  }));
}

test('at 360 px the viral-load chart spaces results by the time between them, under date labels that do not overlap', async ({
  page,
}, testInfo) => {
  await onPhone(page);
  await loginDemo(page, 'patient1', '/my-health');
  const section = page.getByRole('region', { name: 'Tải lượng vi-rút (bản sao/mL)' });
  const rows = section.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // patient1's seed: 30 days between the first two results, 98 between the next two.
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(section.locator('.recharts-line-dots circle')).toHaveCount(await rows.count());

  const layout = await chartLayout(section);
  const days = layout.dates.map(dayOf).sort((a, b) => a - b);
  const xs = [...layout.dots].sort((a, b) => a - b);
  const first = days[0] as number;
  const pxPerDay = ((xs.at(-1) as number) - (xs[0] as number)) / ((days.at(-1) as number) - first);
  for (const [i, x] of xs.entries()) {
    expect(Math.abs(x - (xs[0] as number) - pxPerDay * ((days[i] as number) - first))).toBeLessThan(2);
  }

  expect(layout.ticks.length).toBeGreaterThanOrEqual(2);
  for (const [i, tick] of layout.ticks.entries()) {
    expect(tick.text).toMatch(/^(\d{2}\/)?(\d{2}\/)?\d{4}$/);
    expect(tick.left).toBeGreaterThanOrEqual(layout.box.left);
    expect(tick.right).toBeLessThanOrEqual(layout.box.right);
    const next = layout.ticks[i + 1];
    if (next) expect(tick.right + 4).toBeLessThan(next.left);
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'my-health-phone');
});

test("at 360 px the doctor's dashboard shows whole patient names, wrapped rather than cut", async ({
  page,
}, testInfo) => {
  await onPhone(page);
  await loginDemo(page, 'doctor1');
  const overview = page.getByRole('region', { name: 'Tổng quan lịch hẹn' });
  const waiting = overview.getByRole('region', { name: 'Chờ chấp nhận' });
  await expect(waiting).toBeVisible();
  const items = overview.getByRole('listitem');
  await expect(items.first()).toBeVisible();

  const clipped = await items.evaluateAll((lis) =>
    lis.flatMap((li) =>
      [...li.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
        .map((el) => el.textContent),
    ),
  );
  expect(clipped).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'doctor-dashboard-phone');
});
