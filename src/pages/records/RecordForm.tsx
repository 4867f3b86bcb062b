import type Core from '@rjsf/core';
import { Alert, Button, Flex, Form, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { sameNames } from '../../app/actions/field-errors';
import { useServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import { ClientSelect } from '../opportunities/ClientSelect';
import { AssigneeSelect } from './AssigneeSelect';
import './record-form.css';
import { recordApiPath } from './record-api-paths';
import { recordName } from './record-column-values';
import { hasDataErrors, RecordDataCard } from './RecordDataCard';
import { recordBody, type RecordLinkValues } from './record-form-values';
import type { RecordChanged, RecordItem } from './record-types';
import type { RecordModule } from './use-record-module';

interface RecordFormProps {
  module: RecordModule;
  record?: RecordItem;
  onReload(): void;
}

/**
 * The module's form drawn by the office form renderer (as the client intake is), with the record's client and
 * assignee; the server's field errors are shown at their fields, a stale version explained with a reload.
 */
export function RecordForm({ module, record, onReload }: RecordFormProps) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { collection } = module;
  const [links] = Form.useForm<RecordLinkValues>();
  const [data, setData] = useState<Record<string, unknown>>(() => ({ ...(record?.data ?? {}) }));
  const formRef = useRef<Core<Record<string, unknown>>>(null);
  const action = useServerAction();
  const [hasErrors, setHasErrors] = useState(false);
  const error = action.error instanceof ApiError ? action.error : undefined;
  const isStale = error?.status === 409 && error.code === 'RECORD_CHANGED';
  const name = record ? recordName(record, t('detail.untitled', module.nouns)) : '';

  const save = async () => {
    const isDataValid = formRef.current ? formRef.current.validateForm() : true;
    const values = await links.validateFields().catch(() => undefined);
    setHasErrors(!isDataValid || !values);
    if (!isDataValid || !values) return;
    const body = recordBody(data, values, collection.client, record);
    const answer = await action.run(() => (record ? api.put<RecordChanged>(recordApiPath(module.module.id, record.id), body) : api.post<RecordChanged>(recordApiPath(module.module.id), body)), {
      form: links,
      fields: sameNames('clientId', 'assignedTo'),
      success: t('form.saved'),
    });
    if (!answer) return;
    const path = recordApiPath(module.module.id);
    await mutate((key) => typeof key === 'string' && key.startsWith(path));
    navigate(`${module.path}/${answer.data.id}`, { replace: record !== undefined });
  };

  const title = record ? t('form.editTitle', { title: name }) : t('form.newTitle', module.nouns);
  return (
    <section aria-labelledby="record-form-title" style={{ maxWidth: 760 }}>
      <Typography.Title level={1} id="record-form-title" style={{ fontSize: 28 }}>
        <bdi>{title}</bdi>
      </Typography.Title>
      {isStale ? (
        <Alert type="warning" showIcon role="alert" style={{ marginBlockEnd: 16 }} title={t('form.stale', module.nouns)} action={<Button onClick={onReload}>{t('form.reload')}</Button>} data-testid="record-stale" />
      ) : hasDataErrors(error?.fieldErrors) ? null : (
        <ActionError error={action.error} onClose={action.reset} />
      )}
      {hasErrors ? <Alert type="error" showIcon title={t('form.fixErrors')} style={{ marginBlockEnd: 16 }} role="alert" /> : null}
      <Flex vertical gap={16}>
        <Form<RecordLinkValues>
          form={links}
          layout="vertical"
          initialValues={{ clientId: record?.clientId ?? undefined, assignedTo: record?.assignedTo ?? undefined }}
          disabled={action.isPending}
          data-testid="record-links-form"
        >
          <Flex gap={16} wrap>
            {collection.client !== 'none' ? (
              <Form.Item name="clientId" label={t('form.client')} rules={collection.client === 'required' ? [{ required: true, message: t('form.clientRequired') }] : []} style={{ flex: '1 1 260px' }}>
                <ClientSelect {...(record?.clientId ? { initial: { id: record.clientId, name: record.clientName ?? record.clientId } } : {})} />
              </Form.Item>
            ) : null}
            <Form.Item name="assignedTo" label={t('form.assignee')} style={{ flex: '1 1 260px' }}>
              <AssigneeSelect {...(record?.assignedTo ? { initial: { id: record.assignedTo, name: record.assigneeName ?? record.assignedTo } } : {})} />
            </Form.Item>
          </Flex>
        </Form>
        {/* The server's complaints about the record's own fields are shown at those fields, in the card. */}
        <RecordDataCard ref={formRef} form={collection.form} data={data} onChange={setData} {...(error ? { serverErrors: error.fieldErrors } : {})} disabled={action.isPending} />
        <Space>
          <Button type="primary" onClick={() => void save()} loading={action.isPending} data-testid="record-save">
            {t('form.save')}
          </Button>
          <Link to={record ? `${module.path}/${record.id}` : module.path}>
            <Button>{t('form.cancel')}</Button>
          </Link>
        </Space>
      </Flex>
    </section>
  );
}
