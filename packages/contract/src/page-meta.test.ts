import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-meta.js';

describe('pageTitle', () => {
  it.each([
    ['Lịch hẹn', 'Phòng khám', 'Lịch hẹn - Phòng khám'],
    [undefined, 'Phòng khám An Tâm', 'Phòng khám An Tâm'],
    ['', 'Phòng khám', 'Phòng khám'],
  ])('%s at %s is %s', (screen, clinic, title) => {
    expect(pageTitle(screen, clinic)).toBe(title);
  });
});
