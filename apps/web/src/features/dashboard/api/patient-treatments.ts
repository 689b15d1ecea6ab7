import { useQuery } from '@tanstack/react-query';
import { ownTreatmentsQuery } from '../../../lib/api/own-treatments';

export const usePatientTreatments = () => useQuery(ownTreatmentsQuery());
