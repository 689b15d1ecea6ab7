import { endpoints, type TracingItem, type TracingOutcomeBody } from '@clinic/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/endpoint-hooks';

const { retention } = endpoints;

export type TracingRow = TracingItem;

/**
 * GET /Retention/Tracing: late or interrupted patients, most days late first as the server sends them (a
 * doctor's own patients, every patient for Admin and Manager). Without page and pageSize it is the whole list.
 */
export function useTracingList() {
  return useEndpointQuery(retention.tracing, {}, { select: (data) => data?.items ?? [] });
}

/** POST /Retention/TracingOutcome: the row's latest outcome changes, so the list is read again. */
export const useRecordTracingOutcome = () =>
  useEndpointMutation(retention.recordOutcome, {
    input: (body: TracingOutcomeBody) => ({ body }),
    invalidates: [retention.tracing],
  });
