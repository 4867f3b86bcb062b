import { Button, Drawer, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../app/actions/ActionError';
import { sameNames } from '../../app/actions/field-errors';
import { useServerAction } from '../../app/actions/use-server-action';
import { XmlXsdInput } from './XmlXsdInput';
import { useXmlApi } from './xml-api-context';
import type { XmlSchemaView } from './xml-api-types';

interface SchemaFields {
  name: string;
  description?: string;
  xsd?: string;
}

interface XmlSchemaFormProps {
  /** The office's schema to change; a new one when none. */
  schema?: XmlSchemaView;
  isOpen: boolean;
  onClose(): void;
  onSaved(): void;
}

const FIELDS = sameNames('name', 'description', 'xsd');

/**
 * A drawer adding an office's schema (name, description, XSD) or changing one (its XSD replaced only when a new one
 * is given). The server compiles the XSD: its refusal, naming the line, shows under the XSD in the user's language.
 */
export function XmlSchemaForm({ schema, isOpen, onClose, onSaved }: XmlSchemaFormProps) {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const action = useServerAction();
  const [form] = Form.useForm<SchemaFields>();
  const isNew = schema === undefined;

  const save = async ({ name, description, xsd }: SchemaFields) => {
    const details = { name: name.trim(), description: description?.trim() || null };
    const call = isNew ? () => xml.createSchema({ ...details, xsd: xsd ?? '' }) : () => xml.updateSchema(schema.id, { ...details, ...(xsd?.trim() ? { xsd } : {}) });
    if ((await action.run(call, { form, fields: FIELDS })) === undefined) return;
    onSaved();
    onClose();
  };

  return (
    <Drawer
      open={isOpen}
      title={isNew ? t('schemas.addTitle') : t('schemas.editTitle', { name: schema.name })}
      size={560}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(open) => (open ? undefined : action.reset())}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={action.isPending} onClick={() => form.submit()} data-testid="xml-schema-save">
            {t('schemas.save')}
          </Button>
        </Flex>
      }
      data-testid="xml-schema-form"
    >
      <ActionError error={action.error} onClose={action.reset} />
      <Form<SchemaFields> form={form} layout="vertical" name="xml-schema" initialValues={{ name: schema?.name ?? '', description: schema?.description ?? '' }} onFinish={(fields) => void save(fields)} preserve={false}>
        <Form.Item name="name" label={t('schemas.name')} rules={[{ required: true, whitespace: true, message: t('schemas.nameRequired') }, { max: 200 }]}>
          <Input maxLength={200} data-testid="xml-schema-name" />
        </Form.Item>
        <Form.Item name="description" label={t('schemas.description')} rules={[{ max: 1000 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} data-testid="xml-schema-description" />
        </Form.Item>
        <Form.Item name="xsd" label={t('schemas.xsd')} extra={isNew ? undefined : t('schemas.keepXsd')} rules={isNew ? [{ required: true, whitespace: true, message: t('schemas.xsdRequired') }] : []}>
          <XmlXsdInput placeholder={t('schemas.paste')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
