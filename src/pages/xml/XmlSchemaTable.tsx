import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../app/actions/DateTime';
import type { XmlSchemaView } from './xml-api-types';

interface XmlSchemaTableProps {
  schemas: readonly XmlSchemaView[];
  isLoading: boolean;
  /** Whether the user may change the office's schemas (the shipped one is never changed). */
  canEdit: boolean;
  onView(schema: XmlSchemaView): void;
  onEdit(schema: XmlSchemaView): void;
  onDelete(schema: XmlSchemaView): void;
}

/** The schemas' rows: name (the shipped one tagged read only), description, root element, last change, and the row's actions. */
export function XmlSchemaTable({ schemas, isLoading, canEdit, onView, onEdit, onDelete }: XmlSchemaTableProps) {
  const { t } = useTranslation('xml');
  return (
    <Table<XmlSchemaView>
      rowKey="id"
      size="middle"
      loading={isLoading}
      dataSource={[...schemas]}
      pagination={false}
      // The description gives way (cut, whole on hover): every column, the actions too, stays on screen.
      tableLayout="fixed"
      scroll={{ x: 760 }}
      onRow={(row) => ({ 'data-testid': 'xml-schema-row', 'data-id': row.id, 'data-built-in': row.builtIn }) as HTMLAttributes<HTMLElement>}
      data-testid="xml-schema-table"
      columns={[
        {
          key: 'name',
          title: t('schemas.name'),
          width: '34%',
          render: (_, row) => (
            <Space size={8} wrap>
              <Typography.Text strong data-testid="xml-schema-name-cell">
                <bdi>{row.name}</bdi>
              </Typography.Text>
              {row.builtIn ? (
                <Tag color="blue" data-testid="xml-schema-shipped">
                  {t('schemas.shipped')}
                </Tag>
              ) : null}
            </Space>
          ),
        },
        { key: 'description', title: t('schemas.description'), ellipsis: { showTitle: false }, render: (_, row) => (row.description ? <bdi title={row.description}>{row.description}</bdi> : '—') },
        { key: 'rootElement', title: t('schemas.rootElement'), width: 130, render: (_, row) => (row.rootElement ? <Typography.Text code><bdi dir="ltr">{row.rootElement}</bdi></Typography.Text> : '—') },
        { key: 'updatedAt', title: t('schemas.updatedAt'), width: 160, render: (_, row) => <DateTime value={row.updatedAt} /> },
        {
          key: 'actions',
          title: t('columns.actions'),
          width: 110,
          render: (_, row) => (
            <Space size={4}>
              <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onView(row)} aria-label={t('schemas.viewNamed', { name: row.name })} data-testid="xml-schema-view" />
              {canEdit && !row.builtIn ? (
                <>
                  <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} aria-label={t('schemas.editNamed', { name: row.name })} data-testid="xml-schema-edit" />
                  <Popconfirm title={t('schemas.deleteConfirm', { name: row.name })} okText={t('actions.delete')} cancelText={t('actions.cancel')} okButtonProps={{ danger: true, 'data-testid': 'xml-schema-delete-yes' } as ButtonProps} onConfirm={() => onDelete(row)}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('schemas.deleteNamed', { name: row.name })} data-testid="xml-schema-delete" />
                  </Popconfirm>
                </>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}
