import { endpoints, type TestResultItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { testResultQueryOptions as sharedTestResultQueryOptions } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';

/** GET /TestResult/GetByID/{id}: the result a treatment is prescribed for, shown as a reminder. */
export async function getTestResult(testResultId: number): Promise<TestResultItem | null> {
  return callEndpoint(endpoints.testResult.getById, { params: { id: testResultId } });
}

export const testResultQueryOptions = sharedTestResultQueryOptions;

export function useTestResult(testResultId: number | undefined) {
  return useQuery({ ...testResultQueryOptions(testResultId ?? 0), enabled: testResultId !== undefined });
}
