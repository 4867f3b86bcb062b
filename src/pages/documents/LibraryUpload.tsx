import { InboxOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Form, Progress, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { ApiError } from '../../api/api-error';
import { useNotify } from '../../notifications/notifications';
import { checkDocumentFile, formatNames } from '../clients/document-file-check';
import { useDocumentRules } from '../clients/use-document-rules';
import { useDocumentFiles } from './document-files';
import type { LibraryTypeOption } from './use-library-types';
import { FileName } from './FileName';

/** The element the empty state's call to action opens the file chooser of. */
export const LIBRARY_UPLOAD_ID = 'library-upload';

/** One file on its way: how far it went, and why it failed if it did. */
interface UploadItem {
  key: string;
  name: string;
  percent: number;
  state: 'active' | 'success' | 'exception';
  problems: string[];
}

const reasonsOf = (error: unknown): string[] => (error instanceof ApiError ? [error.message, ...error.fieldErrors.map((field) => field.message)] : [error instanceof Error ? error.message : String(error)]);

/**
 * Files dropped or picked, each checked here with the office's policy (as the server checks it) and sent with the
 * type and tags chosen, each with its own progress bar and its own failure.
 */
export function LibraryUpload({ types, tagOptions, onUploaded }: { types: readonly LibraryTypeOption[]; tagOptions: readonly string[]; onUploaded(): void }) {
  const { t, i18n } = useTranslation('documents');
  const { policy } = useDocumentRules();
  const files = useDocumentFiles();
  const notify = useNotify();
  const [type, setType] = useState(types[0]?.value ?? 'other');
  const [tags, setTags] = useState<string[]>([]);
  const [items, setItems] = useState<UploadItem[]>([]);
  const change = (key: string, update: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...update } : item)));

  const send = async (file: File) => {
    const key = `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`;
    setItems((current) => [...current, { key, name: file.name, percent: 0, state: 'active', problems: [] }]);
    const found = await checkDocumentFile(file, policy);
    if (found.length > 0) return change(key, { state: 'exception', problems: found.map((message) => pickText(message, i18n.language)) });
    try {
      await files.upload(file, { type, tags }, (fraction) => change(key, { percent: Math.round(fraction * 100) }));
      change(key, { percent: 100, state: 'success' });
      notify({ severity: 'success', message: t('upload.uploaded', { name: file.name }) });
      onUploaded();
    } catch (error) {
      change(key, { state: 'exception', problems: reasonsOf(error) });
    }
  };

  return (
    <Card size="small" title={t('upload.title')} id={LIBRARY_UPLOAD_ID} style={{ marginBlockEnd: 16 }}>
      <Flex vertical gap={12}>
        <Form layout="inline" component="div">
          <Form.Item label={t('upload.type')} htmlFor="library-upload-type">
            <Select id="library-upload-type" value={type} onChange={setType} options={types.map((option) => ({ value: option.value, label: option.label }))} style={{ minWidth: 180 }} />
          </Form.Item>
          <Form.Item label={t('upload.tags')} htmlFor="library-upload-tags">
            <Select id="library-upload-tags" mode="tags" value={tags} onChange={setTags} placeholder={t('upload.tagsPlaceholder')} options={tagOptions.map((tag) => ({ value: tag, label: tag }))} maxCount={20} style={{ minWidth: 220 }} />
          </Form.Item>
        </Form>
        <Upload.Dragger
          accept={policy.allowedTypes.join(',')}
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return Upload.LIST_IGNORE;
          }}
          data-testid="library-dropzone"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <Typography.Paragraph style={{ marginBlockEnd: 4 }}>{t('upload.drop')}</Typography.Paragraph>
          <Typography.Text type="secondary">
            <Trans t={t} i18nKey="upload.limits" values={{ maxSizeMb: policy.maxSizeMb, formats: formatNames(policy) }} components={{ n: <bdi dir="ltr" /> }} />
          </Typography.Text>
        </Upload.Dragger>
        {items.map((item) => (
          <div key={item.key} data-testid="upload-item" data-state={item.state}>
            <Flex justify="space-between" gap={8}>
              <FileName name={item.name} />
              {item.state === 'success' ? <Typography.Text type="success">{t('upload.done')}</Typography.Text> : null}
              {item.state === 'exception' ? <Typography.Text type="danger">{t('upload.failed')}</Typography.Text> : null}
            </Flex>
            <Progress percent={item.percent} status={item.state} size="small" aria-label={t('upload.progress', { name: item.name })} data-testid="upload-progress" />
            {item.problems.length > 0 ? <Alert type="error" showIcon title={item.problems.map((problem) => <div key={problem}>{problem}</div>)} closable={{ onClose: () => setItems((current) => current.filter((other) => other.key !== item.key)) }} /> : null}
          </div>
        ))}
      </Flex>
    </Card>
  );
}
