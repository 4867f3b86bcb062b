import { Table } from 'antd';
import type { ContentTable } from '../content/content-types';
import { BidiText } from '../BidiText';

/**
 * A section's table (the cookie list), read-only, without paging; its first column (names) never wraps, and on a
 * narrow screen the table scrolls sideways inside a region the keyboard can reach.
 */
export function SectionTable({ table, label, fill }: { table: ContentTable; label: string; fill: (text: string) => string }) {
  const columns = table.columns.map((title, index) => ({
    key: String(index),
    title: fill(title),
    dataIndex: String(index),
    className: index === 0 ? 'public-nowrap' : undefined,
    render: (text: string) => <BidiText text={fill(text)} />,
  }));
  const rows = table.rows.map((row, rowIndex) => ({ key: String(rowIndex), ...Object.fromEntries(row.map((cell, index) => [String(index), cell])) }));
  return (
    <div className="public-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <Table size="small" columns={columns} dataSource={rows} pagination={false} bordered />
    </div>
  );
}
