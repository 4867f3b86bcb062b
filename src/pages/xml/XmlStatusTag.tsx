import { useTranslation } from 'react-i18next';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import type { XmlDocumentSummary, XmlStatus } from './xml-api-types';

// A status's colour: waiting in gold, under way in blue, good in green, refused in red, made into a spreadsheet in cyan.
const COLORS: Record<XmlStatus, string> = { pending: 'gold', processing: 'blue', validated: 'green', invalid: 'red', transformed: 'cyan', failed: 'volcano' };

/** A file's status as a coloured tag, in the user's language. */
export function XmlStatusTag({ status }: { status: XmlStatus }) {
  const { t } = useTranslation('xml');
  return (
    <ReadableTag color={COLORS[status]} data-testid="xml-status" data-status={status}>
      {t(`status.${status}`)}
    </ReadableTag>
  );
}

/** Whether the file passed its schema: valid, invalid with its error count, or not checked yet. */
export function XmlValidityTag({ document }: { document: Pick<XmlDocumentSummary, 'validationStatus' | 'errorCount'> }) {
  const { t } = useTranslation('xml');
  if (document.validationStatus === null) return <ReadableTag>{t('validity.unchecked')}</ReadableTag>;
  if (document.validationStatus === 'valid') return <ReadableTag color="green">{t('validity.valid')}</ReadableTag>;
  return (
    <ReadableTag color="red" data-testid="xml-error-count">
      {t('validity.invalid', { count: document.errorCount })}
    </ReadableTag>
  );
}
