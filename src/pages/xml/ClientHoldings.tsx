import { Empty, Flex, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { formatMoney } from '../../app/money/format-money';
import { FileName } from '../documents/FileName';
import { HoldingsTable } from './HoldingsTable';
import { XML_API } from './xml-api';
import type { HoldingsRow, XmlAnswer } from './xml-api-types';

/**
 * A {{client}}'s savings products on their page (issue 27): each policy from the latest clearing-house file that names
 * it, with its product, balance, deposit, fees and valuation date, and a link to that file; their balances summed.
 */
export function ClientHoldings({ clientId, xmlPath }: { clientId: string; xmlPath: string }) {
  const { t, i18n } = useTranslation('xml');
  const holdings = useSWR<XmlAnswer<HoldingsRow[]>>(XML_API.clientHoldings(clientId));
  const rows = holdings.data?.data;
  if (holdings.error) return <ErrorState error={holdings.error} onRetry={() => void holdings.mutate()} />;
  if (!rows) {
    return (
      <div role="status" aria-label={t('clientTab.loading')} data-testid="client-holdings-loading">
        <Skeleton active />
      </div>
    );
  }
  if (rows.length === 0) return <Empty description={t('clientTab.empty')} data-testid="client-holdings-empty" />;
  const total = rows.reduce((sum, row) => sum + (row.balance ?? 0), 0);
  return (
    <Flex vertical gap={12} data-testid="client-holdings">
      <Statistic title={t('clientTab.total')} value={formatMoney(total, i18n.language)} />
      <HoldingsTable
        rows={rows}
        caption={t('clientTab.caption')}
        member={[
          {
            key: 'file',
            title: t('clientTab.file'),
            render: (_, row) => (
              <Link to={`${xmlPath}/documents/${row.documentId}`} data-testid="client-holdings-file">
                <FileName name={row.fileName} />
              </Link>
            ),
          },
        ]}
      />
    </Flex>
  );
}
