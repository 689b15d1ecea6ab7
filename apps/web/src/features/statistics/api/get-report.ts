import { endpoints, reportCsvFileName } from '@clinic/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { apiDownload } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { saveFile } from '../../../lib/save-file';
import type { Period } from '../indicators-model';

const { statistics } = endpoints;

/** GET /Statistics/Report: the period's indicators by age band and sex (Admin, Manager). */
export const useProgrammeReport = ({ kind, year, index }: Period) =>
  useQuery(endpointQuery(statistics.report, { query: { kind, year, index } }));

/**
 * The same report as the server's CSV file (text/csv, not the JSON envelope), sent with the token. The screen says
 * when it fails.
 */
export const useReportCsvDownload = () =>
  useMutation({
    mutationFn: async ({ kind, year, index }: Period) => {
      const query = new URLSearchParams({ kind, year: String(year), index: String(index), format: 'csv' });
      const { blob, fileName } = await apiDownload(`${statistics.report.path}?${query}`);
      saveFile(blob, fileName ?? reportCsvFileName({ kind, year, index }));
    },
    meta: OWN_ERRORS,
  });

/**
 * GET /Reports/CaseReport: the national case report of the days asked, saved as the server names it (.json). The
 * panel says when it fails.
 */
export const useCaseReportDownload = () =>
  useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      const { blob, fileName } = await apiDownload(
        `${endpoints.reports.caseReport.path}?${new URLSearchParams({ from, to })}`,
      );
      saveFile(blob, fileName ?? `bao-cao-ca-benh-${from}-${to}.json`);
    },
    meta: OWN_ERRORS,
  });
