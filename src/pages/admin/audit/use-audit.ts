import i18next from 'i18next';
import { useState } from 'react';
import useSWR from 'swr';
import { pickSuccessMessage } from '../../../api/messages';
import { api } from '../../../app/session';
import { useNotify } from '../../../notifications/notifications';
import type { AuditConfigurationAnswer, AuditConfigurationChange, AuditConfigurationChanged, AuditStatisticsAnswer, AuditStatusAnswer, AuditToggled } from './audit-api-types';
import { defaultStatisticsRange, statisticsPath, type StatisticsRange } from './statistics-range';
import { useAuditProblem } from './use-audit-problem';
import { useAuditSearch } from './use-audit-search';

export const AUDIT_STATUS_PATH = '/audit/status';
export const AUDIT_CONFIGURATION_PATH = '/audit/configuration';

const READ = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The audit log's state (spec 3 §3, §4): status, configuration, the search and its page of entries, statistics,
 * one loading flag per operation (set at a request's start, which clears the error, and cleared at its end) and
 * one clearable error.
 */
export function useAudit() {
  const notify = useNotify();
  const report = useAuditProblem();
  const search = useAuditSearch(report);
  const status = useSWR<AuditStatusAnswer>(AUDIT_STATUS_PATH, report.fetcherOf('status'), READ);
  const configuration = useSWR<AuditConfigurationAnswer>(AUDIT_CONFIGURATION_PATH, report.fetcherOf('configuration'), READ);
  const [statisticsRange, setStatisticsRange] = useState<StatisticsRange>(() => defaultStatisticsRange(Date.now()));
  const statistics = useSWR<AuditStatisticsAnswer>(statisticsPath(statisticsRange), report.fetcherOf('statistics'), READ);
  const [isToggling, setToggling] = useState(false);
  const [isSaving, setSaving] = useState(false);

  // A change: its flag and the error's clearing at the start, the server's own words on success.
  const change = async <T,>(operation: 'toggle' | 'updateConfiguration', setBusy: (isBusy: boolean) => void, call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    report.start();
    try {
      const answer = await call();
      notify({ severity: 'success', message: pickSuccessMessage(answer, i18next.language) });
      return answer;
    } catch (error) {
      report.fail(operation, error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  // Toggling is followed by a fetch of the status (spec 3 §4).
  const toggle = async () => {
    if (await change('toggle', setToggling, () => api.post<AuditToggled>('/audit/toggle'))) await status.mutate();
  };

  const updateConfiguration = async (body: AuditConfigurationChange): Promise<boolean> => {
    const answer = await change('updateConfiguration', setSaving, () => api.put<AuditConfigurationChanged>(AUDIT_CONFIGURATION_PATH, body));
    if (!answer) return false;
    await Promise.all([configuration.mutate(answer, { revalidate: false }), status.mutate()]);
    return true;
  };

  return {
    ...search,
    status: status.data?.data,
    configuration: configuration.data?.data,
    statistics: statistics.data?.data,
    statisticsRange,
    setStatisticsRange,
    failed: { status: Boolean(status.error) && !status.data, configuration: Boolean(configuration.error) && !configuration.data, statistics: Boolean(statistics.error) && !statistics.data, logs: search.hasLogsFailed },
    retry: { status: () => void status.mutate(), configuration: () => void configuration.mutate(), statistics: () => void statistics.mutate(), logs: search.retryLogs },
    loading: {
      status: status.isValidating,
      logs: search.isLoadingLogs,
      toggle: isToggling,
      configuration: configuration.isValidating || isSaving,
      statistics: statistics.isValidating,
      export: search.isExporting,
    },
    problem: report.problem,
    clearError: report.clear,
    toggle,
    updateConfiguration,
  };
}

/** The audit section's state, as useAudit gives it. */
export type AuditState = ReturnType<typeof useAudit>;
