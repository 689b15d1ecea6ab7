import { endpoints, type ScheduleCreateBody, type ScheduleUpdateBody } from '@clinic/contract';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { SCHEDULE_READS } from './get-schedules';

const s = endpoints.doctorSchedule;

/** POST /DoctorSchedule/Create {doctorId, workDay, startTime, endTime (HH:MM:00)}. */
export const useCreateSchedule = () =>
  useEndpointMutation(s.create, {
    input: (body: ScheduleCreateBody) => ({ body }),
    invalidates: SCHEDULE_READS,
  });

/** PUT /DoctorSchedule/Update {scheduleId, startTime, endTime}. */
export const useUpdateSchedule = () =>
  useEndpointMutation(s.update, {
    input: (body: ScheduleUpdateBody) => ({ body }),
    invalidates: SCHEDULE_READS,
  });

/** DELETE /DoctorSchedule/Delete/{id}. */
export const useDeleteSchedule = () =>
  useEndpointMutation(s.delete, {
    input: (scheduleId: number) => ({ params: { id: scheduleId } }),
    invalidates: SCHEDULE_READS,
  });
