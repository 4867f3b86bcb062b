import '@fontsource/amatic-sc/hebrew-700.css';
import '@fontsource/amatic-sc/latin-700.css';
import { Flex, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The handwriting-like face a typed signature is shown in (Amatic SC, which has Hebrew letters). */
export const SIGNATURE_FONT = "'Amatic SC', cursive";

/** A signature typed as words, shown as it will look in a handwriting-like face that has Hebrew. */
export function TypedSignature({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('sign');
  const id = useId();
  return (
    <Flex vertical gap={8}>
      <label htmlFor={id}>{t('dialog.typeLabel')}</label>
      <Input id={id} value={value} maxLength={100} onChange={(event) => onChange(event.target.value)} size="large" data-testid="signature-typed" autoComplete="name" />
      <Typography.Text type="secondary">{t('dialog.preview')}</Typography.Text>
      <div
        data-testid="signature-typed-preview"
        dir="auto"
        style={{ minBlockSize: 80, padding: '8px 16px', background: '#fff', color: '#10239e', border: '1px dashed #8c8c8c', borderRadius: 8, fontFamily: SIGNATURE_FONT, fontWeight: 700, fontSize: 44, lineHeight: 1.2, overflowWrap: 'anywhere' }}
      >
        {value}
      </div>
    </Flex>
  );
}
