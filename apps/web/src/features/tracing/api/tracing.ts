import { endpoints, type TracingItem, type TracingOutcomeBody } from '@clinic/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { queryKeys } from '../../../lib/api/query-keys';

const { retention } = endpoints;

export type TracingRow = TracingItem;

/** Patients a page of the tracing list shows: the clinic-wide list runs to thousands. */
export const TRACING_PAGE_SIZE = 20;

export interface TracingPage {
  items: TracingRow[];
  /** every late or interrupted patient, over all pages */
  total: number;
}

/**
 * GET /Retention/Tracing?page&pageSize: one page of the late or interrupted patients, most days late first as the
 * server sorts them (a doctor's own patients, every patient for Admin and Manager). The previous page stays on
 * screen while the next loads.
 */
export function useTracingPage(page: number) {
  const query = { page, pageSize: TRACING_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.page(retention.tracing, null, query),
    queryFn: async ({ signal }): Promise<TracingPage> => {
      const { data, meta } = await callEndpointFull(retention.tracing, { query, signal });
      const items = data?.items ?? [];
      return { items, total: meta?.total ?? items.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /Retention/TracingOutcome: the row's latest outcome changes, so the list is read again. */
export const useRecordTracingOutcome = () =>
  useEndpointMutation(retention.recordOutcome, {
    input: (body: TracingOutcomeBody) => ({ body }),
    invalidates: [retention.tracing],
  });
