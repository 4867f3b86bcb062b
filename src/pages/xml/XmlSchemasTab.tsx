import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { XmlSchemaForm } from './XmlSchemaForm';
import { XmlSchemaSource } from './XmlSchemaSource';
import { XmlSchemaTable } from './XmlSchemaTable';
import { XML_API } from './xml-api';
import { useXmlApi } from './xml-api-context';
import type { XmlAnswer, XmlSchemaView } from './xml-api-types';
import { useXmlRights } from './use-xml-rights';

/** A drawer's state: which schema it shows (kept while it closes) and whether it is open. */
interface Opened {
  schema?: XmlSchemaView;
  isOpen: boolean;
}
const CLOSED: Opened = { isOpen: false };

/**
 * The XSDs files are validated against (spec 2 §7 /schemas): the shipped holdings schema, read only, and the
 * office's own, added from a file or pasted, changed, deleted and read; changing needs xml.edit. The list is the
 * page's (same key): a change refreshes the schemas the upload and the batch offer too.
 */
export function XmlSchemasTab() {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const { canEdit } = useXmlRights();
  const { mutate } = useSWRConfig();
  const list = useSWR<XmlAnswer<XmlSchemaView[]>>(XML_API.schemas);
  const action = useServerAction();
  const [form, setForm] = useState<Opened>(CLOSED);
  const [source, setSource] = useState<Opened>(CLOSED);
  const schemas = list.data?.data;

  // The list and every schema read with its XSD.
  const refresh = () => void mutate((key) => typeof key === 'string' && key.startsWith(XML_API.schemas));
  const remove = async (schema: XmlSchemaView) => {
    if ((await action.run(() => xml.deleteSchema(schema.id))) !== undefined) refresh();
  };

  const body = () => {
    if (list.error) return <ErrorState error={list.error} title={t('schemas.loadFailed')} onRetry={() => void list.mutate()} />;
    if (!schemas) {
      return (
        <div role="status" aria-label={t('schemas.loading')} data-testid="xml-schemas-loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      );
    }
    return (
      <>
        <XmlSchemaTable
          schemas={schemas}
          isLoading={list.isValidating && !list.isLoading}
          canEdit={canEdit}
          onView={(schema) => setSource({ schema, isOpen: true })}
          onEdit={(schema) => setForm({ schema, isOpen: true })}
          onDelete={(schema) => void remove(schema)}
        />
        {schemas.every((schema) => schema.builtIn) ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schemas.empty')} style={{ marginBlock: 24 }} data-testid="xml-schemas-empty">
            {canEdit ? (
              <Button icon={<PlusOutlined />} onClick={() => setForm({ isOpen: true })} data-testid="xml-schemas-empty-add">
                {t('schemas.add')}
              </Button>
            ) : null}
          </Empty>
        ) : null}
      </>
    );
  };

  return (
    <div data-testid="xml-schemas">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBlockEnd: 12 }}>
        <Typography.Text type="secondary">{t('schemas.intro')}</Typography.Text>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ isOpen: true })} data-testid="xml-schema-add">
            {t('schemas.add')}
          </Button>
        ) : null}
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
      {body()}
      <XmlSchemaForm {...(form.schema ? { schema: form.schema } : {})} isOpen={form.isOpen} onClose={() => setForm((current) => ({ ...current, isOpen: false }))} onSaved={refresh} />
      <XmlSchemaSource schema={source.schema} isOpen={source.isOpen} onClose={() => setSource((current) => ({ ...current, isOpen: false }))} />
    </div>
  );
}
