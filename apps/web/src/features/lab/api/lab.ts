import { endpoints, LAB_IMPORT_TYPES, type LabImportFormat, type LabImportReport } from '@clinic/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '../../../lib/api/endpoint-client';
import {
  refreshAfterWrite,
  useBodyMutation,
  useEndpointMutation,
  useIdMutation,
} from '../../../lib/api/endpoint-mutation';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { saveFile } from '../../../lib/save-file';

const { lab } = endpoints;

/** GET /Lab/Specimens: the doctor's lab tests of one day. */
export const useLabTests = (day: string) =>
  useQuery(endpointQuery(lab.labTests, { query: { from: day, to: day } }));

/** POST /Lab/Specimens: the specimen of one appointment, collected now. */
export const useCollectSpecimen = () =>
  useEndpointMutation(lab.createSpecimen, {
    input: (appointmentId: number) => ({ body: { appointmentId } }),
  });

/** GET /Lab/Manifest: the specimens still without a result, collected in the range. */
export const useManifest = (range: { from: string; to: string } | null) =>
  useQuery(endpointQuery(lab.manifest, range && { query: range }));

/** The manifest as the CSV that travels with the samples. */
export async function downloadManifest(range: { from: string; to: string }): Promise<void> {
  const query = new URLSearchParams({ ...range, format: 'csv' });
  const { blob, fileName } = await apiDownload(`${lab.manifest.path}?${query}`);
  saveFile(blob, fileName ?? `manifest-${range.from}.csv`);
}

/** The format of a chosen file, by its name's ending; null when the server would not take it. */
export function formatOfFile(name: string): LabImportFormat | null {
  const ending = name.toLowerCase().split('.').at(-1) ?? '';
  if (ending === 'csv') return 'csv';
  if (ending === 'xlsx') return 'xlsx';
  if (ending === 'hl7' || ending === 'txt') return 'hl7';
  if (ending === 'json') return 'fhir';
  return null;
}

/** An import works through the whole file: it may take longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 60_000;

/** POST /Lab/Import: the file as it is, with its format's Content-Type; answers the report. */
export function useImportResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, format }: { file: Blob; format: LabImportFormat }) => {
      const answer = await apiRequest<LabImportReport>(lab.importResults.path, {
        method: 'POST',
        upload: { content: file, type: LAB_IMPORT_TYPES[format] },
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
      return answer.data as LabImportReport;
    },
    meta: OWN_ERRORS,
    onSuccess: () => refreshAfterWrite(queryClient, lab.importResults),
  });
}

/** GET /Lab/Imports/:id?format=csv: one import's report, row by row. */
export async function downloadImportReport(importId: number): Promise<void> {
  const { blob, fileName } = await apiDownload(
    `${endpointPath(lab.importReport.path, { id: importId })}?format=csv`,
  );
  saveFile(blob, fileName ?? `import-${importId}.csv`);
}

/** GET /Lab/Review: the doctor's held rows. */
export const useReviewQueue = () => useQuery(endpointQuery(lab.review, {}));

export const useMatchHeldRow = () =>
  useEndpointMutation(lab.matchReview, {
    input: ({ reviewId, appointmentId }: { reviewId: number; appointmentId: number }) => ({
      params: { reviewId },
      body: { appointmentId },
    }),
  });

export const useRejectHeldRow = () =>
  useEndpointMutation(lab.rejectReview, {
    input: ({ reviewId, reason }: { reviewId: number; reason: string }) => ({
      params: { reviewId },
      body: { reason },
    }),
  });

/** The admin's screen: the connections, the imports as counts. */
export const useLabConnections = () => useQuery(endpointQuery(lab.connections, {}));
export const useLabImports = () => useQuery(endpointQuery(lab.imports, {}));
export const useCreateLabConnection = () =>
  useBodyMutation(lab.createConnection, { answer: (envelope) => envelope.data });
export const useRevokeLabConnection = () => useIdMutation(lab.revokeConnection);
