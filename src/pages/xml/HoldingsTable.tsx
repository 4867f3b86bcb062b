import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../app/actions/DateTime';
import { formatMoney } from '../../app/money/format-money';
import type { HoldingsRow } from './xml-api-types';
import { formatPct, policyStatusLabel, productLabel } from './xml-labels';

/** The columns every holdings table shows: product (the code list's name), policy and plan, member, status, balance, deposit, fees and the valuation date. */
export function useHoldingsColumns(): ColumnsType<HoldingsRow> {
  const { t, i18n } = useTranslation('xml');
  const money = (value: number | null): ReactNode => (value === null ? '—' : <bdi>{formatMoney(value, i18n.language)}</bdi>);
  const pct = (value: number | null): ReactNode => (value === null ? '—' : <bdi>{formatPct(value, i18n.language)}</bdi>);
  const unknown = t('analytics.unknown');
  return [
    { key: 'product', title: t('holdings.product'), render: (_, row) => productLabel(row.productType, i18n.language, unknown) },
    {
      key: 'policy',
      title: t('holdings.policy'),
      render: (_, row) => (
        <>
          <bdi dir="ltr">{row.policyNumber}</bdi>
          {row.planName ? (
            <div style={{ fontSize: 12, opacity: 0.75 }}>
              <bdi>{row.planName}</bdi>
            </div>
          ) : null}
        </>
      ),
    },
    { key: 'status', title: t('holdings.status'), render: (_, row) => policyStatusLabel(row.policyStatus, i18n.language, unknown) },
    { key: 'balance', title: t('holdings.balance'), align: 'end', render: (_, row) => money(row.balance) },
    { key: 'deposit', title: t('holdings.deposit'), align: 'end', render: (_, row) => money(row.monthlyDeposit) },
    { key: 'fees', title: t('holdings.fees'), render: (_, row) => (row.depositFeePct === null && row.balanceFeePct === null ? '—' : <>{t('fees.depositShort')} {pct(row.depositFeePct)} · {t('fees.balanceShort')} {pct(row.balanceFeePct)}</>) },
    { key: 'valuation', title: t('holdings.valuationDate'), render: (_, row) => (row.valuationDate ? <DateTime value={row.valuationDate} dateOnly /> : '—') },
  ];
}

/** A file's policies, one row each, with the member and their match among the office's {{clients}} in the columns `member` gives. */
export function HoldingsTable({ rows, member, caption }: { rows: readonly HoldingsRow[]; member: ColumnsType<HoldingsRow>; caption: string }) {
  const columns = useHoldingsColumns();
  return (
    <Table<HoldingsRow>
      size="small"
      rowKey="id"
      dataSource={[...rows]}
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      caption={caption}
      onRow={(row) => ({ 'data-testid': 'xml-policy', 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
      data-testid="xml-policies"
      columns={[columns[0]!, columns[1]!, ...member, ...columns.slice(2)]}
    />
  );
}
