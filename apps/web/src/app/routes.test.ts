import { ADMIN, DOCTORS, MANAGEMENT, MANAGEMENT_AND_DOCTORS, PATIENTS, type Role } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { accessOf } from './routes';

describe('the access each screen declares on its route', () => {
  const screens: [readonly Role[], string[]][] = [
    [
      PATIENTS,
      [
        paths.patient.createAppointment,
        paths.patient.appointmentList,
        paths.patient.updateAppointment.pattern,
        paths.patient.treatment.pattern,
        paths.patient.testResult.pattern,
        paths.patient.myHealth,
      ],
    ],
    [
      DOCTORS,
      [
        paths.doctor.clinicalSummary.pattern,
        paths.doctor.appointmentManagement,
        paths.doctor.appointmentManager,
        paths.doctor.treatmentCreate,
        paths.doctor.testResultUpdate.pattern,
        paths.doctor.statistics,
      ],
    ],
    [
      ADMIN,
      [
        paths.admin.clinicalSettings,
        paths.admin.staff,
        paths.admin.managersAlias,
        paths.admin.patients,
        paths.admin.statistics,
      ],
    ],
    [
      MANAGEMENT,
      [
        paths.admin.arvComponentsAlias,
        paths.admin.testTypeUpdate.pattern,
        paths.admin.doctors,
        paths.admin.articles,
        paths.certificates.create,
      ],
    ],
    [MANAGEMENT_AND_DOCTORS, [paths.admin.certificates]],
  ];
  it.each(screens.flatMap(([roles, list]) => list.map((path) => [path, roles] as const)))(
    '%s is for %j',
    (path, roles) => {
      expect(accessOf(path)?.roles).toEqual(roles);
    },
  );

  it("asks the patient's screens for the patient id of the session", () => {
    expect(accessOf(paths.patient.createAppointment)?.patientId).toBe(true);
    expect(accessOf(paths.patient.myHealth)?.patientId).toBe(true);
    expect(accessOf(paths.doctor.treatmentCreate)?.patientId).toBeUndefined();
  });

  it("lets each role's statistics page open for that role and the admin", () => {
    expect(accessOf(paths.staffStatistics)?.roles).toEqual(['Admin', 'Staff']);
    expect(accessOf(paths.managerStatistics)?.roles).toEqual(['Admin', 'Manager']);
  });

  it('opens the clinic-wide tracing list to Admin and Manager only', () => {
    expect(accessOf(paths.tracing)?.roles).toEqual(['Admin', 'Manager']);
  });

  it('leaves public screens and the schedule pages, which decide in place, without a declared group', () => {
    expect(accessOf(paths.login)).toBeUndefined();
    expect(accessOf(paths.articles)).toBeUndefined();
    expect(accessOf(paths.schedules.manager)).toBeUndefined();
  });
});
