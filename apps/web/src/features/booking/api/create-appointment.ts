import { type AppointmentType, endpoints } from '@clinic/contract';
import type { z } from 'zod';
import { invalidateClinic } from '../../../lib/api/clinic';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

/** The body of POST /Appointment/Create as the booking sends it (status 'Pending'; the server stores Scheduled). */
export interface CreateAppointmentBody {
  patientId: number;
  doctorId: number;
  appointmentDate: string;
  appointmentTime: string;
  appointmentType: AppointmentType;
  testTypeId: number | null;
  isAnonymous: boolean;
  status: 'Pending';
}

/** POST /Appointment/Create; answers the server's message and the appointment it stored. */
export const useCreateAppointment = () =>
  useEndpointMutation(endpoints.appointment.create, {
    input: (body: CreateAppointmentBody) => ({
      body: body satisfies z.input<typeof endpoints.appointment.create.body>,
    }),
    answer: (envelope) => ({ message: envelope.message, appointment: envelope.data }),
    // Not waited for: the booking leaves for its confirmation at once instead of watching the free doctors reload.
    invalidates: (queryClient) => {
      void invalidateClinic(queryClient);
      return Promise.resolve();
    },
  });
