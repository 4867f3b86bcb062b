import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthText } from './AuthText';
import type { InvitationDetails } from './use-register-data';
import { TextLink } from './TextLink';

/** Which office invites and with what role; when the address has an account already, the way to log in instead. */
export function InvitationSummary({ invitation }: { invitation: InvitationDetails }) {
  const { t } = useTranslation('auth');
  const { t: shell } = useTranslation('shell');
  const role = shell(`roles.${invitation.role}`);
  return (
    <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
      <Alert
        type="info"
        showIcon
        role="status"
        title={<AuthText i18nKey="register.invitation" values={{ office: invitation.officeName, role }} />}
        description={invitation.hasAccount ? null : t('register.invitationEmail')}
        data-testid="invitation-summary"
      />
      {invitation.hasAccount ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={<AuthText i18nKey="register.invitationHasAccount" values={{ email: invitation.email }} />}
          action={<TextLink to="/login">{t('register.login')}</TextLink>}
        />
      ) : null}
    </Flex>
  );
}
