import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '../../api/document-answers';

// A status's colour on its tag: waiting in gold, approved in green, refused in red, put away in grey.
const COLORS: Record<DocumentStatus, string> = {
  active: 'blue',
  draft: 'default',
  archived: 'default',
  expired: 'volcano',
  pending: 'gold',
  in_review: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** A document's status as a coloured tag, in the user's language. */
export function DocumentStatusTag({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('documents');
  return (
    <Tag color={COLORS[status]} data-testid="document-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
