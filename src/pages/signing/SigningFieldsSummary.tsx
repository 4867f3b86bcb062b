import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SigningFieldView, SigningParticipantView } from '../../api/signing-answers';
import { colourOf } from './field-geometry';

/** The boxes on the pages, by participant: how many of each kind, and how many are filled. */
export function SigningFieldsSummary({ fields, participants }: { fields: SigningFieldView[]; participants: SigningParticipantView[] }) {
  const { t } = useTranslation('signing');
  const ordered = [...participants].sort((one, other) => one.order - other.order);
  const rows = ordered.map((participant, index) => ({ participant, index, fields: fields.filter((field) => field.participantId === participant.id) })).filter((row) => row.fields.length > 0);
  return (
    <Card title={t('detail.fields')} size="small" data-testid="signing-fields">
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.noFields')}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {rows.map(({ participant, index, fields: own }) => {
            const kinds = [...new Set(own.map((field) => field.kind))];
            return (
              <Flex key={participant.id} align="center" gap={6} wrap data-testid="fields-row">
                <span aria-hidden style={{ inlineSize: 10, blockSize: 10, borderRadius: 2, background: colourOf(index) }} />
                <Typography.Text>{t('detail.fieldsOf', { name: participant.name, count: own.length })}</Typography.Text>
                {kinds.map((kind) => (
                  <Tag key={kind}>
                    {t(`kinds.${kind}`)} × {own.filter((field) => field.kind === kind).length}
                  </Tag>
                ))}
                <Typography.Text type="secondary">{t('detail.filled', { filled: own.filter((field) => field.filledAt).length })}</Typography.Text>
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
