import { ADMIN, DOCTORS, MANAGEMENT, MANAGEMENT_AND_DOCTORS, PATIENTS } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { accessOf } from './routes';

describe('the access each screen declares on its route', () => {
  it.each([
    [paths.patient.createAppointment, PATIENTS],
    [paths.patient.appointmentList, PATIENTS],
    [paths.patient.updateAppointment.pattern, PATIENTS],
    [paths.patient.treatment.pattern, PATIENTS],
    [paths.patient.testResult.pattern, PATIENTS],
    [paths.patient.myHealth, PATIENTS],
    [paths.doctor.clinicalSummary.pattern, DOCTORS],
    [paths.admin.clinicalSettings, ADMIN],
    [paths.doctor.appointmentManagement, DOCTORS],
    [paths.doctor.appointmentManager, DOCTORS],
    [paths.doctor.treatmentCreate, DOCTORS],
    [paths.doctor.testResultUpdate.pattern, DOCTORS],
    [paths.doctor.statistics, DOCTORS],
    [paths.admin.arvComponentsAlias, MANAGEMENT],
    [paths.admin.testTypeUpdate.pattern, MANAGEMENT],
    [paths.admin.doctors, MANAGEMENT],
    [paths.admin.articles, MANAGEMENT],
    [paths.certificates.create, MANAGEMENT],
    [paths.admin.certificates, MANAGEMENT_AND_DOCTORS],
    [paths.admin.staff, ADMIN],
    [paths.admin.managersAlias, ADMIN],
    [paths.admin.patients, ADMIN],
    [paths.admin.statistics, ADMIN],
  ])('%s is for %j', (path, roles) => {
    expect(accessOf(path)?.roles).toEqual(roles);
  });

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
