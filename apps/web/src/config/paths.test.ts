import { describe, expect, it } from 'vitest';
import { matchPath } from '../lib/router';
import { type ParamRoute, paths } from './paths';

function paramRoutes(node: unknown, at: string): [string, ParamRoute<string>][] {
  if (typeof node === 'function') return [[at, node as ParamRoute<string>]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => paramRoutes(value, at ? `${at}.${key}` : key));
}

describe('route paths', () => {
  it.each([
    [paths.article(5), '/articles/5'],
    [paths.category(3), '/category/3'],
    [paths.patient.updateAppointment(12), '/update-appointment/12'],
    [paths.patient.treatment(12), '/treatment-for-patient/12'],
    [paths.patient.testResult('12'), '/test-result-for-patient/12'],
    [paths.doctor.testResultUpdate(4), '/test-results/update/4'],
    [paths.admin.arvComponentUpdate(2), '/ARVcomponents/update/2'],
    [paths.admin.testTypeUpdate(2), '/test-types/update/2'],
    [paths.admin.doctorUpdate(9), '/doctors/update/9'],
    [paths.admin.staffUpdate(9), '/staffs/update/9'],
    [paths.admin.managerUpdate(9), '/managers/update/9'],
    [paths.content.categoryUpdate(1), '/categories/update/1'],
    [paths.content.articleUpdate(1), '/articles/update/1'],
    [paths.certificates.update(8), '/certificate/update/8'],
    [paths.schedules.doctorManager(7), '/schedule-manager/7'],
    [paths.schedules.create(7), '/schedule/create/7'],
    [paths.schedules.update(30), '/update-schedule/30'],
  ])('links to %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it.each(paramRoutes(paths, ''))('%s: its link matches its own pattern', (_, route) => {
    const match = matchPath(route.pattern, route(42));
    expect(match?.pathname).toBe(route(42));
    expect(Object.values(match?.params ?? {})).toEqual(['42']);
  });
});
