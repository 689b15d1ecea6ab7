import { type AppointmentListQuery, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { ownAppointmentsPage } from '../../../lib/api/own-appointments';

/**
 * GET /Appointment/GetByDoctorId/{doctorId} with the manager's filters and page. The page on screen stays while
 * the next one loads; a null query (a filter the server would refuse) asks nothing.
 */
export const useDoctorAppointments = (doctorId: number, query: AppointmentListQuery | null) =>
  useQuery(ownAppointmentsPage(endpoints.appointment.getByDoctorId, doctorId, query));
