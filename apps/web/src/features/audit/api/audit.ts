import { type AuditEventsQuery, endpoints, type MyRecordAccessQuery } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointPage, endpointQuery } from '../../../lib/api/endpoint-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const { audit } = endpoints;

// A null query (a reversed date range, which the server would refuse) asks nothing.

/** GET /Audit/MyRecordAccess?page&pageSize&from&to: who opened the signed-in patient's record, newest first. */
export const useMyRecordAccess = (query: MyRecordAccessQuery | null) =>
  useQuery(endpointPage(audit.myRecordAccess, query && { query }));

/** GET /Audit/Events?from&to&userId&patientId&page&pageSize (Admin): the whole log, newest first. */
export const useAuditEvents = (query: AuditEventsQuery | null) =>
  useQuery(endpointPage(audit.events, query && { query }));

/** GET /Audit/Alerts (Admin): accounts that read many patients' records within a short time. */
export const useAuditAlerts = () => useQuery(endpointQuery(audit.alerts, {}));

/**
 * GET /Audit/Events/Export (Admin): the log under the same filters as a CSV file (text/csv, not the JSON
 * envelope), sent with the token like every call, and saved under `fileName`.
 */
export async function downloadAuditCsv(search: string, fileName: string): Promise<void> {
  const { blob } = await apiDownload(`${audit.exportEvents.path}${search}`);
  saveFile(blob, fileName);
}
