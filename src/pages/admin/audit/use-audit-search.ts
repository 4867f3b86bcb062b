import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { DownloadedFile } from '../../../api/api-client-options';
import { saveFile } from '../../../app/actions/save-file';
import { api } from '../../../app/session';
import type { AuditLogsAnswer } from './audit-api-types';
import { criteriaParams, exportFileName, exportPath, logsPath, mergeCriteria, readCriteria, type AuditCriteria, type AuditExportFormat } from './audit-criteria';
import type { AuditProblemState } from './use-audit-problem';

const READ = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The log's search, its criteria in the address (/admin/audit?eventType=…): the page of entries it finds, setting
 * and resetting it, and exporting everything it finds to a file.
 */
export function useAuditSearch(report: AuditProblemState) {
  const [search, setSearch] = useSearchParams();
  const criteria = useMemo(() => readCriteria(search), [search]);
  const logs = useSWR<AuditLogsAnswer>(logsPath(criteria), report.fetcherOf('logs'), READ);
  const [isExporting, setExporting] = useState(false);

  const setCriteria = useCallback((change: Partial<AuditCriteria>) => setSearch((current) => criteriaParams(mergeCriteria(readCriteria(current), change))), [setSearch]);
  // The defaults again: the address loses its query, so the previous search's entries and count are gone and the page is 1.
  const resetSearch = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);

  const exportLogs = async (format: AuditExportFormat): Promise<string | undefined> => {
    setExporting(true);
    report.start();
    try {
      const file = await api.get<DownloadedFile>(exportPath(criteria, format), { responseType: 'blob' });
      const fileName = exportFileName(format, new Date());
      saveFile(file.blob, fileName);
      return fileName;
    } catch (error) {
      report.fail('export', error);
      return undefined;
    } finally {
      setExporting(false);
    }
  };

  return {
    criteria,
    logs: logs.data?.data.logs,
    totalCount: logs.data?.data.totalCount ?? 0,
    currentPage: criteria.pageNumber,
    pageSize: criteria.pageSize,
    isLoadingLogs: logs.isValidating,
    hasLogsFailed: Boolean(logs.error) && !logs.data,
    retryLogs: () => void logs.mutate(),
    isExporting,
    setCriteria,
    resetSearch,
    exportLogs,
  };
}
