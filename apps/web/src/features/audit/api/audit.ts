import {
  type AuditEvent,
  type AuditEventsQuery,
  type Endpoint,
  endpoints,
  type MyRecordAccessQuery,
} from '@clinic/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '../../../lib/api/endpoint-client';
import { type Page, send, useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { queryKeys } from '../../../lib/api/query-keys';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const { audit } = endpoints;

/**
 * One page of an access log: the previous page stays on screen while the next loads, and a null query (a
 * reversed date range, which the server would refuse) asks nothing.
 */
function usePage<E extends Endpoint>(endpoint: E, query: object | null) {
  return useQuery({
    queryKey: queryKeys.page(endpoint, null, query),
    queryFn: async ({ signal }): Promise<Page<AuditEvent>> => {
      const { data, meta } = await send(endpoint, { query, signal } as unknown as EndpointInput<E>);
      const items = (Array.isArray(data) ? data : []) as AuditEvent[];
      return { items, total: meta?.total ?? items.length };
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /Audit/MyRecordAccess?page&pageSize&from&to: who opened the signed-in patient's record, newest first. */
export const useMyRecordAccess = (query: MyRecordAccessQuery | null) => usePage(audit.myRecordAccess, query);

/** GET /Audit/Events?from&to&userId&patientId&page&pageSize (Admin): the whole log, newest first. */
export const useAuditEvents = (query: AuditEventsQuery | null) => usePage(audit.events, query);

/** GET /Audit/Alerts (Admin): accounts that read many patients' records within a short time. */
export const useAuditAlerts = () => useEndpointQuery(audit.alerts, {});

/**
 * GET /Audit/Events/Export (Admin): the log under the same filters as a CSV file (text/csv, not the JSON
 * envelope), sent with the token like every call, and saved under `fileName`.
 */
export async function downloadAuditCsv(search: string, fileName: string): Promise<void> {
  const { blob } = await apiDownload(`${audit.exportEvents.path}${search}`);
  saveFile(blob, fileName);
}
