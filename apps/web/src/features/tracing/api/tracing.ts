import { endpoints, type TracingItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';
import { endpointPage } from '../../../lib/api/endpoint-query';

const { retention } = endpoints;

export type TracingRow = TracingItem;

/** Patients a page of the tracing list shows: the clinic-wide list runs to thousands. */
export const TRACING_PAGE_SIZE = 20;

/**
 * GET /Retention/Tracing?page&pageSize: one page of the late or interrupted patients, most days late first as the
 * server sorts them (a doctor's own patients, every patient for Admin and Manager). The previous page stays on
 * screen while the next loads.
 */
export const useTracingPage = (page: number) =>
  useQuery(endpointPage(retention.tracing, { query: { page, pageSize: TRACING_PAGE_SIZE } }));

/** POST /Retention/TracingOutcome: the row's latest outcome changes, so the list is read again. */
export const useRecordTracingOutcome = () => useBodyMutation(retention.recordOutcome);
