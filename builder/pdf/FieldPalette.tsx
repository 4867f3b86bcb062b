import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PDF_FIELD_TYPES, type PdfFieldType } from '../../engine/pdf-forms/pdf-field-types';

/** The field types to place: the chosen one is placed where the page is clicked next. */
export function FieldPalette({ chosen, onChoose }: { chosen: PdfFieldType; onChoose(type: PdfFieldType): void }) {
  const { t } = useTranslation('pdfBuilder');
  return (
    <Flex vertical gap={6} role="group" aria-label={t('editor.palette')} data-testid="field-palette">
      <Typography.Text strong>{t('editor.palette')}</Typography.Text>
      {PDF_FIELD_TYPES.map((type) => (
        <Button key={type} type={chosen === type ? 'primary' : 'default'} aria-pressed={chosen === type} onClick={() => onChoose(type)} data-testid={`palette-${type}`} block>
          {t(`types.${type}`)}
        </Button>
      ))}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBlockStart: 8 }}>
        {t('editor.placeHint')}
      </Typography.Paragraph>
    </Flex>
  );
}
