import { useState } from 'react';
import useSWR from 'swr';
import type { DownloadedFile } from '../../api/api-client-options';
import { saveFile } from '../../app/actions/save-file';
import { api } from '../../app/session';
import { auditsPath, reportPath, statusPath, type ComplianceAuditsAnswer, type ComplianceStatusAnswer, type CompliancePeriod, type ReportFormat } from './compliance-api';

const READ = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The office's compliance status, run afresh on each visit (the quick action "compliance check" opens it). */
export function useComplianceStatus(period: CompliancePeriod = {}) {
  return useSWR<ComplianceStatusAnswer>(statusPath(period), { ...READ, revalidateOnMount: true });
}

/** A page of the audit log's compliance events. */
export function useComplianceAudits(period: CompliancePeriod, page: { pageNumber: number; pageSize: number; orderDescending: boolean }) {
  return useSWR<ComplianceAuditsAnswer>(auditsPath(period, page), { ...READ, keepPreviousData: true });
}

/** Downloads a report of a period as a file the browser saves; answers its name, or throws the server's refusal. */
export function useReportDownload() {
  const [downloading, setDownloading] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat, period: CompliancePeriod): Promise<string> => {
    setDownloading(format);
    try {
      const file = await api.get<DownloadedFile>(reportPath(format, period), { responseType: 'blob' });
      const fileName = file.fileName ?? `compliance.${format}`;
      saveFile(file.blob, fileName);
      return fileName;
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}
