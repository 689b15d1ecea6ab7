import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.js';
import { openOnPhone, sidewaysOverflow } from './phone.js';

test('the home page lists the seeded categories and the newest articles', async ({ page, request }) => {
  const categories = (await (await request.get(`${E2E_BASE_URL}/api/Category/GetAll`)).json()).data;
  const articles = (await (await request.get(`${E2E_BASE_URL}/api/Article/GetAll`)).json()).data;
  expect(categories.length).toBe(4);
  expect(articles.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Danh mục' })).toBeVisible();
  for (const category of categories) {
    await expect(page.getByText(category.categoryName).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Bài viết mới nhất' })).toBeVisible();
  await expect(page.getByText(articles[0].title).first()).toBeVisible();
  await expect(page.getByText('Bạn cần hỗ trợ?')).toBeVisible();

  await page.getByText(categories[0].categoryName).first().click();
  await expect(page).toHaveURL(new RegExp(`/category/${categories[0].categoryId}$`));
  await expect(page.getByRole('heading', { name: categories[0].categoryName })).toBeVisible();
});

test('a missing category says so', async ({ page }) => {
  await page.goto('/category/9999');
  await expect(page.getByText('Danh mục không tồn tại')).toBeVisible();
});

test('the home page works at phone width', async ({ page }) => {
  await openOnPhone(page, '/');
  await expect(page.getByRole('heading', { name: 'Bài viết mới nhất' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('a new screen opens at its top, and the back button returns to where the reader was', async ({
  page,
}) => {
  await openOnPhone(page, '/');
  const latest = page.getByRole('region', { name: 'Bài viết mới nhất' });
  const lastArticle = latest.getByRole('link').last();
  await lastArticle.scrollIntoViewIfNeeded();
  const kept = await page.evaluate(() => window.scrollY);
  expect(kept).toBeGreaterThan(300);

  await lastArticle.click();
  await expect(page).toHaveURL(/\/articles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(kept);
});
