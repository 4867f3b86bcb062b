import { CheckCircleOutlined, DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Select, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useNotify } from '../../notifications/notifications';
import { XmlExportMenu } from './XmlExportMenu';
import { XmlTransformDialog } from './XmlTransformDialog';
import { useXmlApi } from './xml-api-context';
import { useXmlRights } from './use-xml-rights';
import type { TransformRequest, XmlAnswer, XmlBatchResult, XmlSchemaView } from './xml-api-types';

/** What can be done to the selected files at once: export; and for who may change them, validate (against a schema chosen here, else each file's own), transform, or delete after a confirmation. */
export function XmlBatchBar({ selected, schemas, onDone }: { selected: string[]; schemas: readonly XmlSchemaView[]; onDone(removed: boolean): void }) {
  const { t, i18n } = useTranslation('xml');
  const xml = useXmlApi();
  const notify = useNotify();
  const [isBusy, setBusy] = useState(false);
  const [schemaId, setSchemaId] = useState<string>();
  const [isTransforming, setTransforming] = useState(false);
  const { canEdit } = useXmlRights();
  if (selected.length === 0) return null;

  const run = async (call: () => Promise<XmlAnswer<XmlBatchResult>>, done: string, removed = false) => {
    setBusy(true);
    try {
      const { results } = (await call()).data;
      const failed = results.filter((result) => !result.success);
      if (failed.length === 0) notify({ severity: 'success', message: t(done, { count: results.length }) });
      else notify({ severity: 'error', message: [t('batch.partial', { failed: failed.length, count: results.length }), ...failed.flatMap((result) => (result.message ? [pickText(result.message, i18n.language)] : []))].join(' ') });
      onDone(removed);
    } catch (error) {
      notify({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const transform = async (request: TransformRequest) => {
    await run(() => xml.batchTransform(selected, request), 'batch.transformed');
    setTransforming(false);
  };

  return (
    <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 12, padding: '8px 12px', borderRadius: 8, background: 'var(--lishka-bulk-bg, rgba(0,0,0,0.04))' }} data-testid="xml-batch">
      <Typography.Text strong>{t('batch.selected', { count: selected.length })}</Typography.Text>
      <XmlExportMenu documentIds={selected} disabled={isBusy} />
      {/* A reader exports; validating, converting and deleting are a change (xml.edit). */}
      {canEdit ? (
        <>
          <Select allowClear aria-label={t('batch.schema')} placeholder={t('batch.ownSchema')} value={schemaId} onChange={setSchemaId} options={schemas.map((schema) => ({ value: schema.id, label: schema.name }))} style={{ minWidth: 180 }} />
          <Button icon={<CheckCircleOutlined />} loading={isBusy} onClick={() => void run(() => xml.batchValidate(selected, schemaId), 'batch.validated')} data-testid="xml-batch-validate">
            {t('actions.validate')}
          </Button>
          <Button icon={<SwapOutlined />} disabled={isBusy} onClick={() => setTransforming(true)} data-testid="xml-batch-transform">
            {t('actions.transform')}
          </Button>
          <Popconfirm title={t('batch.deleteConfirm', { count: selected.length })} okText={t('actions.delete')} cancelText={t('actions.cancel')} okButtonProps={{ danger: true, 'data-testid': 'xml-batch-delete-yes' } as ButtonProps} onConfirm={() => void run(() => xml.batchDelete(selected), 'batch.deleted', true)}>
            <Button danger icon={<DeleteOutlined />} disabled={isBusy} data-testid="xml-batch-delete">
              {t('actions.delete')}
            </Button>
          </Popconfirm>
          <XmlTransformDialog open={isTransforming} count={selected.length} isBusy={isBusy} onCancel={() => setTransforming(false)} onSubmit={(request) => void transform(request)} />
        </>
      ) : null}
    </Flex>
  );
}
