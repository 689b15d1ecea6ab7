import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Doctor/GetByID/{id}: the doctor's public card for a patient (fullName, phoneNumber, bio...). */
export const useDoctor = (doctorId: number | null) =>
  useQuery(
    endpointQuery(
      endpoints.profile.doctor.getById,
      doctorId !== null && doctorId > 0 ? { params: { id: doctorId } } : null,
    ),
  );
