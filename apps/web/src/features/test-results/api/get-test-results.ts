import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointPage, pageQuery } from '../../../lib/api/endpoint-query';

export const PAGE_SIZE = 10;

/**
 * GET /TestResult/GetAll?page&pageSize&search: the caller's own results, newest appointment first; the server
 * searches patient, doctor, test type and result value case-insensitively.
 */
export const useTestResults = (page: number, search: string) =>
  useQuery(
    endpointPage(endpoints.testResult.getAll, { query: pageQuery({ page, pageSize: PAGE_SIZE, search }) }),
  );
