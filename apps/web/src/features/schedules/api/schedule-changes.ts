import { endpoints, type ScheduleCreateBody, type ScheduleUpdateBody } from '@clinic/contract';
import { useEndpointMutation, useIdMutation } from '../../../lib/api/endpoint-mutation';

const s = endpoints.doctorSchedule;

/** POST /DoctorSchedule/Create {doctorId, workDay, startTime, endTime (HH:MM:00)}. */
export const useCreateSchedule = () =>
  useEndpointMutation(s.create, { input: (body: ScheduleCreateBody) => ({ body }) });

/** PUT /DoctorSchedule/Update {scheduleId, startTime, endTime}. */
export const useUpdateSchedule = () =>
  useEndpointMutation(s.update, { input: (body: ScheduleUpdateBody) => ({ body }) });

/** DELETE /DoctorSchedule/Delete/{id}. */
export const useDeleteSchedule = () => useIdMutation(s.delete);
