import { endpoints } from '@clinic/contract';
import { useBodyMutation, useIdMutation } from '../../../lib/api/endpoint-mutation';

const s = endpoints.doctorSchedule;

/** POST /DoctorSchedule/Create {doctorId, workDay, startTime, endTime (HH:MM:00)}. */
export const useCreateSchedule = () => useBodyMutation(s.create);

/** PUT /DoctorSchedule/Update {scheduleId, startTime, endTime}. */
export const useUpdateSchedule = () => useBodyMutation(s.update);

/** DELETE /DoctorSchedule/Delete/{id}. */
export const useDeleteSchedule = () => useIdMutation(s.delete);
