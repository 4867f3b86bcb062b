import { InboxOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Form, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { DocumentTypeOption } from '../../../engine/clients/document-types';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { pickText } from '../../../engine/i18n/languages';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { checkDocumentFile, formatNames } from './document-file-check';
import { uploadClientDocument } from './use-client-documents';

/** Choosing a document type and a file (dropped or picked), checked here with the office's policy, then sent. */
export function DocumentUploadCard({ clientId, policy, types, onUploaded }: { clientId: string; policy: UploadPolicy; types: DocumentTypeOption[]; onUploaded(): void }) {
  const { t, i18n } = useTranslation('clients');
  const [type, setType] = useState(types[0]?.value ?? 'other');
  const [problems, setProblems] = useState<string[]>([]);
  const action = useServerAction();
  // The server's reasons (a format or content it refused), each in the user's language.
  const serverProblems = action.error instanceof ApiError ? action.error.fieldErrors.map((error) => error.message) : [];

  const onFile = async (file: File) => {
    action.reset();
    const found = await checkDocumentFile(file, policy);
    setProblems(found.map((message) => pickText(message, i18n.language)));
    if (found.length > 0) return;
    const answer = await action.run(() => uploadClientDocument(clientId, file, type), { success: t('documents.uploaded') });
    if (answer) onUploaded();
  };

  return (
    <Card size="small" title={t('documents.upload')}>
      <Flex vertical gap={12}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('documents.type')} htmlFor="document-type" style={{ marginBlockEnd: 0, maxWidth: 320 }}>
            <Select id="document-type" value={type} onChange={setType} options={types.map((option) => ({ value: option.value, label: pickText(option.label, i18n.language) }))} />
          </Form.Item>
        </Form>
        <Upload.Dragger
          accept={policy.allowedTypes.join(',')}
          multiple={false}
          showUploadList={false}
          disabled={action.isPending}
          beforeUpload={(file) => {
            void onFile(file);
            return Upload.LIST_IGNORE;
          }}
          data-testid="document-dropzone"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <Typography.Paragraph style={{ marginBlockEnd: 4 }}>{action.isPending ? t('documents.uploading') : t('documents.drop')}</Typography.Paragraph>
          <Typography.Text type="secondary">
            <Trans t={t} i18nKey="documents.limits" values={{ maxSizeMb: policy.maxSizeMb, formats: formatNames(policy) }} components={{ n: <bdi dir="ltr" /> }} />
          </Typography.Text>
        </Upload.Dragger>
        {problems.length > 0 ? (
          <Alert type="error" showIcon role="alert" title={problems.map((problem) => <div key={problem}>{problem}</div>)} closable={{ onClose: () => setProblems([]) }} />
        ) : null}
        {serverProblems.length > 0 ? (
          <Alert type="error" showIcon role="alert" title={action.error?.message} description={serverProblems.map((problem) => <div key={problem}>{problem}</div>)} closable={{ onClose: action.reset }} />
        ) : (
          <ActionError error={action.error} onClose={action.reset} />
        )}
      </Flex>
    </Card>
  );
}
