import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downscaleImage } from './image-downscale';

/** A picture of a signature chosen from the device, brought to at most 600 px wide and 500 KB, and shown. */
export function UploadSignature({ image, onChange }: { image: string | undefined; onChange(image: string | undefined): void }) {
  const { t } = useTranslation('sign');
  const input = useRef<HTMLInputElement>(null);
  const [hasFailed, setFailed] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailed(false);
    try {
      onChange(await downscaleImage(file));
    } catch {
      setFailed(true);
      onChange(undefined);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('dialog.uploadHint')}</Typography.Text>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        data-testid="signature-file"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} style={{ alignSelf: 'flex-start' }}>
        {t('dialog.choose')}
      </Button>
      {hasFailed && <Alert type="error" showIcon title={t('dialog.uploadFailed')} data-testid="signature-upload-failed" />}
      {image && <img src={image} alt={t('dialog.preview')} data-testid="signature-upload-preview" style={{ maxInlineSize: '100%', maxBlockSize: 160, objectFit: 'contain', background: '#fff', border: '1px dashed #8c8c8c', borderRadius: 8, alignSelf: 'flex-start' }} />}
    </Flex>
  );
}
