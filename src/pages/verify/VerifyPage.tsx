import { InboxOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { clientMessage } from '../../api/messages';
import { FileName } from '../documents/FileName';
import { useVerifyApi, type Verification } from './verify-api';
import { isPdfFile } from './verify-verdict';
import { VerifyResult } from './VerifyResult';

type Check = { phase: 'idle' } | { phase: 'checking'; name: string } | { phase: 'done'; name: string; verification: Verification } | { phase: 'failed'; message: string };

/**
 * /verify, public (issue 24): a PDF dropped or picked is sent to /api/verify, which says whether this installation
 * sealed it and whether it is unchanged since; the verdict, the seal's details and, when known, the workflow's trail.
 */
export function VerifyPage() {
  const { t, i18n } = useTranslation('verify');
  const verifier = useVerifyApi();
  const [check, setCheck] = useState<Check>({ phase: 'idle' });

  const verify = async (file: File) => {
    if (!isPdfFile(file)) {
      setCheck({ phase: 'failed', message: t('notPdf') });
      return;
    }
    setCheck({ phase: 'checking', name: file.name });
    try {
      setCheck({ phase: 'done', name: file.name, verification: await verifier.verify(file) });
    } catch (error) {
      setCheck({ phase: 'failed', message: error instanceof ApiError ? error.message : clientMessage('unexpected', i18n.language) });
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxInlineSize: 760, margin: '0 auto', padding: 'clamp(12px, 4vw, 32px)' }} data-testid="verify-page">
      <Flex align="center" gap={8}>
        <SafetyCertificateOutlined style={{ fontSize: 28 }} aria-hidden />
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
          {t('title')}
        </Typography.Title>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      {check.phase === 'done' ? (
        <>
          <Typography.Text type="secondary">
            <FileName name={check.name} />
          </Typography.Text>
          <VerifyResult verification={check.verification} />
          <Button onClick={() => setCheck({ phase: 'idle' })} style={{ alignSelf: 'flex-start' }} data-testid="verify-another">
            {t('another')}
          </Button>
        </>
      ) : (
        <Spin spinning={check.phase === 'checking'} tip={check.phase === 'checking' ? t('checking', { name: check.name }) : undefined}>
          <Upload.Dragger
            accept="application/pdf,.pdf"
            multiple={false}
            showUploadList={false}
            disabled={check.phase === 'checking'}
            beforeUpload={(file) => {
              void verify(file);
              // The file is sent by the page itself, not by antd's uploader.
              return false;
            }}
            data-testid="verify-drop"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('drop')}</p>
          </Upload.Dragger>
        </Spin>
      )}
      {check.phase === 'failed' && <Alert type="error" showIcon role="alert" title={t('failed')} description={check.message} data-testid="verify-failed" />}
    </Flex>
  );
}
