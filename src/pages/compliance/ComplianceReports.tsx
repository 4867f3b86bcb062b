import { FilePdfOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useNotify } from '../../notifications/notifications';
import type { CompliancePeriod, ReportFormat } from './compliance-api';
import { PeriodPicker } from './PeriodPicker';
import { useReportDownload } from './use-compliance';

const FORMATS: readonly { format: ReportFormat; icon: ReactNode }[] = [
  { format: 'pdf', icon: <FilePdfOutlined /> },
  { format: 'xlsx', icon: <FileExcelOutlined /> },
];

/** The compliance status of a period as a file: a PDF or a spreadsheet, in the reader's language. */
export function ComplianceReports() {
  const { t } = useTranslation('compliance');
  const notify = useNotify();
  const [period, setPeriod] = useState<CompliancePeriod>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { downloading, download } = useReportDownload();
  const run = async (format: ReportFormat) => {
    setProblem(null);
    try {
      const fileName = await download(format, period);
      notify({ severity: 'success', message: t('reports.saved', { fileName }) });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('reports.failed'));
    }
  };
  return (
    <Flex vertical gap={16} data-testid="compliance-reports">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('reports.intro')}</Typography.Paragraph>
      <PeriodPicker period={period} onChange={setPeriod} />
      <Flex gap={8} wrap>
        {FORMATS.map(({ format, icon }) => (
          <Button key={format} icon={icon} loading={downloading === format} disabled={downloading !== null && downloading !== format} onClick={() => void run(format)} data-testid={`compliance-export-${format}`}>
            {t(`reports.${format}`)}
          </Button>
        ))}
      </Flex>
      {problem ? <Alert type="error" showIcon role="alert" title={t('reports.failed')} description={problem} data-testid="compliance-report-error" /> : null}
    </Flex>
  );
}
