import { CheckCircleOutlined, DeleteOutlined, DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Select, Space, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerAction } from '../../app/actions/use-server-action';
import { XmlTransformDialog } from './XmlTransformDialog';
import { useXmlApi } from './xml-api-context';
import { useXmlRights } from './use-xml-rights';
import { HOLDINGS_SCHEMA_ID, type TransformRequest, type XmlDocumentDetails, type XmlSchemaView } from './xml-api-types';
import { downloadXml } from './xml-download';

interface XmlDocumentActionsProps {
  document: XmlDocumentDetails;
  schemas: readonly XmlSchemaView[];
  action: ServerAction;
  onChanged(): void;
  onDeleted(): void;
}

/** What can be done to one file: download the original or a format; and for who may change it, validate against a schema chosen here, transform, delete after a confirmation. */
export function XmlDocumentActions({ document, schemas, action, onChanged, onDeleted }: XmlDocumentActionsProps) {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const [schemaId, setSchemaId] = useState(document.schemaId ?? HOLDINGS_SCHEMA_ID);
  const [isTransforming, setTransforming] = useState(false);
  const { canEdit } = useXmlRights();
  const validate = async () => {
    if ((await action.run(() => xml.validate(document.id, schemaId), { success: t('actions.validated') })) !== undefined) onChanged();
  };
  const transform = async (request: TransformRequest) => {
    const answer = await action.run(() => xml.transform(document.id, request), { success: t('actions.transformed') });
    if (answer !== undefined) {
      setTransforming(false);
      onChanged();
    }
  };
  const remove = async () => {
    if ((await action.run(() => xml.remove(document.id), { success: t('list.deleted', { name: document.fileName }) })) !== undefined) onDeleted();
  };
  const formats = ['original', 'json', 'csv', 'xlsx'] as const;
  return (
    <Space wrap>
      <Dropdown menu={{ items: formats.map((format) => ({ key: format, label: t(`download.${format}`) })), onClick: ({ key }) => void action.run(() => downloadXml(xml, document, { format: key as (typeof formats)[number] }), { isQuiet: true }) }}>
        <Button icon={<DownloadOutlined />} data-testid="xml-download-menu">
          {t('actions.download')}
        </Button>
      </Dropdown>
      {/* A reader downloads; validating, converting and deleting are a change (xml.edit). */}
      {canEdit ? (
        <>
          <Space.Compact>
            <Select aria-label={t('batch.schema')} value={schemaId} onChange={setSchemaId} options={(schemas.length ? schemas : [{ id: schemaId, name: document.schemaName ?? t('schemas.holdings') }]).map((schema) => ({ value: schema.id, label: schema.name }))} style={{ minWidth: 180 }} />
            <Button icon={<CheckCircleOutlined />} loading={action.isPending} onClick={() => void validate()} data-testid="xml-validate">
              {t('actions.validate')}
            </Button>
          </Space.Compact>
          <Button icon={<SwapOutlined />} onClick={() => setTransforming(true)} data-testid="xml-transform">
            {t('actions.transform')}
          </Button>
          <Popconfirm title={t('list.deleteConfirm', { name: document.fileName })} okText={t('actions.delete')} cancelText={t('actions.cancel')} okButtonProps={{ danger: true, 'data-testid': 'xml-delete-yes' } as ButtonProps} onConfirm={() => void remove()}>
            <Button danger icon={<DeleteOutlined />} data-testid="xml-delete">
              {t('actions.delete')}
            </Button>
          </Popconfirm>
          <XmlTransformDialog open={isTransforming} count={1} isBusy={action.isPending} onCancel={() => setTransforming(false)} onSubmit={(request) => void transform(request)} />
        </>
      ) : null}
    </Space>
  );
}
