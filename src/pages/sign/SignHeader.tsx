import { FilePdfOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../app/time/use-format-time';
import { FileName } from '../documents/FileName';
import type { SigningSession } from './signing-api';
import { SignLanguageMenu } from './SignLanguageMenu';

/** The top of a link's page: the office, the document's name, who sent it and their note, the participant's part, the language switch. */
export function SignHeader({ session }: { session: SigningSession }) {
  const { t } = useTranslation('sign');
  const formatTime = useFormatTime();
  // Names isolated (FSI…PDI): a Hebrew office's name inside an English sentence keeps its own direction.
  const isolate = (name: string) => `\u2068${name}\u2069`;
  const from = session.senderName ? t('from', { sender: isolate(session.senderName), office: isolate(session.officeName) }) : t('fromOffice', { office: isolate(session.officeName) });
  return (
    <Card size="small" data-testid="sign-header">
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" data-testid="sign-office">
            {from}
          </Typography.Text>
          <SignLanguageMenu languages={session.languages} />
        </Flex>
        <Flex align="center" gap={8} wrap>
          <FilePdfOutlined style={{ fontSize: 20 }} aria-hidden />
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0, overflowWrap: 'anywhere' }} data-testid="sign-document-name">
            <FileName name={session.documentName} />
          </Typography.Title>
          <Tag color="blue">{t(`roles.${session.participant.role}`)}</Tag>
        </Flex>
        {session.message && (
          <blockquote aria-label={t('messageLabel')} style={{ margin: 0, paddingInlineStart: 12, borderInlineStart: '3px solid #91caff', whiteSpace: 'pre-wrap' }} dir="auto" data-testid="sign-message">
            {session.message}
          </blockquote>
        )}
        {session.state === 'ready' && session.linkExpiresAt && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('expiresAt', { date: formatTime(session.linkExpiresAt, 'date') })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
