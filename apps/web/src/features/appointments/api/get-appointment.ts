import { useQuery } from '@tanstack/react-query';
import { appointmentQuery } from '../../../lib/api/appointment';

export const useAppointment = (appointmentId: number | null) => useQuery(appointmentQuery(appointmentId));
