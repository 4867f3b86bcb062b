import { CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Popconfirm, Skeleton, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { pickText } from '../../../engine/i18n/languages';
import { saveFile } from '../../app/actions/save-file';
import { ErrorState } from '../../app/chrome/ErrorState';
import { ApiError } from '../../api/api-error';
import { FORMS_API, isFormExport, type FormSummary } from './forms-api';
import { useFormsApi } from './forms-api-context';
import { FormUseMenu, useRecordModules } from './FormUseMenu';
import { PublicLinkPanel } from './PublicLinkPanel';

type Notice = { type: 'success' | 'error'; text: string; details?: string[] } | undefined;

/** Why the server refused, field by field (the engine's paths for a form the office would not resolve with), once each. */
const reasonsOf = (error: unknown): string[] => {
  if (!(error instanceof ApiError)) return [];
  // A reason that repeats the refusal's own message before its own words is shown by its own words.
  const reasons = error.fieldErrors.map((fieldError) => (fieldError.message.startsWith(`${error.message}: `) ? fieldError.message.slice(error.message.length + 2) : fieldError.message));
  return [...new Set(reasons)];
};

function NoticeDetails({ details }: { details: string[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="notice-reasons">
      {details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
    </ul>
  );
}

/** The office's stored forms: open, export, use (the client intake, a module's form, a public link), delete; a new form (blank or from the office's intake) and an import. */
export function FormList({ onOpen, onNew, onNewFromIntake }: { onOpen(id: string): void; onNew(): void; onNewFromIntake(): void }) {
  const { t, i18n } = useTranslation('formBuilder');
  const formsApi = useFormsApi();
  const list = useSWR<{ data: FormSummary[] }>(FORMS_API.list);
  const [notice, setNotice] = useState<Notice>();
  const [publicFor, setPublicFor] = useState<FormSummary>();
  const modules = useRecordModules();
  const roleOf = (use: string) =>
    use.startsWith('module:') ? t('list.roles.module', { module: modules.find((module) => `module:${module.id}` === use)?.name ?? use.slice('module:'.length) }) : t(`list.roles.${use}`, { defaultValue: use });
  const act = async (work: () => Promise<unknown>, success: string) => {
    setNotice(undefined);
    try {
      await work();
      setNotice({ type: 'success', text: success });
      await list.mutate();
    } catch (error) {
      setNotice({ type: 'error', text: error instanceof Error && error.message ? error.message : t('list.actionFailed'), details: reasonsOf(error) });
    }
  };
  const importFile = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      parsed = undefined;
    }
    if (!isFormExport(parsed)) {
      setNotice({ type: 'error', text: t('list.importFailed') });
      return;
    }
    await act(() => formsApi.importForm(parsed), t('list.imported'));
  };
  const exportForm = (form: FormSummary) =>
    act(async () => {
      const file = await formsApi.exportFile(form.id);
      saveFile(file.blob, file.fileName ?? `${form.formId}.json`);
    }, t('list.export'));

  const header = (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="form-new">
        {t('list.newForm')}
      </Button>
      <Button icon={<CopyOutlined />} onClick={onNewFromIntake} data-testid="form-new-from-intake">
        {t('list.newFromIntake')}
      </Button>
      <Upload accept="application/json,.json" showUploadList={false} beforeUpload={(file) => (void importFile(file), false)}>
        <Button icon={<ImportOutlined />} data-testid="form-import">
          {t('list.import')}
        </Button>
      </Upload>
    </Flex>
  );

  let body;
  if (list.error) body = <ErrorState error={list.error} title={t('list.loadFailed')} onRetry={() => void list.mutate()} />;
  else if (!list.data)
    body = (
      <div data-testid="form-list-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (!list.data.data.length) body = <Empty data-testid="form-list-empty" description={<>{t('list.empty')}<br />{t('list.emptyText')}</>} />;
  else
    body = (
      <Table<FormSummary>
        data-testid="form-list"
        rowKey="id"
        pagination={false}
        dataSource={list.data.data}
        columns={[
          { title: t('list.name'), key: 'title', render: (_, form) => <Button type="link" onClick={() => onOpen(form.id)} data-testid="form-open">{pickText(form.title, i18n.language)}</Button> },
          { title: t('list.category'), dataIndex: 'category', render: (category: string | null) => category ?? '—' },
          { title: t('list.fields'), dataIndex: 'fieldCount' },
          { title: t('list.version'), dataIndex: 'version' },
          { title: t('list.updated'), key: 'updated', render: (_, form) => t('list.updatedBy', { date: new Date(form.updatedAt).toLocaleDateString(i18n.language), name: form.updatedByName ?? '—' }) },
          { title: t('list.usedAs'), key: 'usedAs', render: (_, form) => form.usedAs.map((use) => <Tag key={use}>{roleOf(use)}</Tag>) },
          {
            key: 'actions',
            render: (_, form) => {
              const name = pickText(form.title, i18n.language);
              return (
                <Space size={0} wrap>
                  <Button type="text" icon={<EditOutlined />} aria-label={t('list.open')} onClick={() => onOpen(form.id)} />
                  <Button type="text" icon={<DownloadOutlined />} aria-label={t('list.export')} onClick={() => void exportForm(form)} />
                  <FormUseMenu form={form} onUse={(use, success) => void act(() => formsApi.use(form.id, use), success)} onPublicLink={() => setPublicFor(form)} />
                  <Popconfirm title={t('list.deleteConfirm', { name })} onConfirm={() => act(() => formsApi.remove(form.id), t('list.deleted'))}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} />
                  </Popconfirm>
                </Space>
              );
            },
          },
        ]}
      />
    );
  return (
    <div data-testid="form-list-view">
      {header}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          closable
          title={notice.text}
          description={notice.details?.length ? <NoticeDetails details={notice.details} /> : undefined}
          onClose={() => setNotice(undefined)}
          style={{ marginBottom: 12 }}
          data-testid={`form-list-notice-${notice.type}`}
        />
      )}
      {body}
      {publicFor && <PublicLinkPanel formId={publicFor.id} name={pickText(publicFor.title, i18n.language)} onClose={() => setPublicFor(undefined)} />}
    </div>
  );
}
