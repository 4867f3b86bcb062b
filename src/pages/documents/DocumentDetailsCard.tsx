import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUSES, type DocumentDetails, type LibraryDocument } from '../../api/document-answers';
import { ActionError } from '../../app/actions/ActionError';
import { sameNames } from '../../app/actions/field-errors';
import { useServerAction } from '../../app/actions/use-server-action';
import { SharingSelect } from './SharingSelect';
import { updateLibraryDocument } from './use-library';
import type { LibraryTypeOption } from './use-library-types';

type Values = Required<Pick<DocumentDetails, 'name' | 'type' | 'status' | 'tags' | 'description' | 'sharing'>>;

/** A document's details, changed and saved in one PUT: name, type, status, tags, description and who it is shared with. */
export function DocumentDetailsCard({ document, types, onSaved }: { document: LibraryDocument; types: readonly LibraryTypeOption[]; onSaved(): void }) {
  const { t } = useTranslation('documents');
  const [form] = Form.useForm<Values>();
  const action = useServerAction();
  const initial: Values = { name: document.name, type: document.type, status: document.status, tags: document.tags, description: document.description, sharing: document.sharing };
  const save = async (values: Values) => {
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(initial[key as keyof Values])));
    if (Object.keys(changed).length === 0) return;
    const answer = await action.run(() => updateLibraryDocument(document.id, changed), { form, fields: sameNames(...Object.keys(initial)), success: t('detail.saved') });
    if (answer) onSaved();
  };
  // A known type keeps its label even when the office no longer offers it.
  const typeOptions = types.some((type) => type.value === document.type) ? types : [...types, { value: document.type, label: document.type }];

  return (
    <Card size="small" title={t('detail.details')} data-testid="document-details">
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void save(values)} key={document.updatedAt}>
        <Form.Item name="name" label={t('detail.name')} rules={[{ required: true, whitespace: true, max: 255 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="type" label={t('detail.type')}>
          <Select options={typeOptions.map((type) => ({ value: type.value, label: type.label }))} data-testid="detail-type" />
        </Form.Item>
        <Form.Item name="status" label={t('detail.status')}>
          <Select options={DOCUMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))} data-testid="detail-status" />
        </Form.Item>
        <Form.Item name="tags" label={t('detail.tags')}>
          <Select mode="tags" maxCount={20} placeholder={t('upload.tagsPlaceholder')} data-testid="detail-tags" />
        </Form.Item>
        <Form.Item name="description" label={t('detail.description')} rules={[{ max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="sharing" label={t('detail.sharing')}>
          <SharingSelect current={document.sharing} />
        </Form.Item>
        <ActionError error={action.error} onClose={action.reset} />
        <Button type="primary" htmlType="submit" loading={action.isPending} data-testid="detail-save">
          {t('detail.save')}
        </Button>
      </Form>
    </Card>
  );
}
