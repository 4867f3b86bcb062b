import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../LinkButton';
import type { DemoSignIn } from './use-demo-sign-ins';

/** A demo office's users: each address to copy, and a sign-in to the office with the address filled in. */
export function DemoUsers({ signIn }: { signIn: DemoSignIn }) {
  const { t } = useTranslation('public');
  return (
    <section aria-label={t('demo.users')} data-testid={`demo-users-${signIn.slug}`} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('demo.users')}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gap: 8 }}>
        {signIn.users.map((user) => (
          <li key={user.email}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text className="public-muted">{t(`demo.roles.${user.role}`)}</Typography.Text>
                <Typography.Text copyable={{ text: user.email, tooltips: [t('demo.copy'), t('demo.copied')] }} dir="ltr" style={{ textAlign: 'start' }}>
                  <bdi>{user.email}</bdi>
                </Typography.Text>
              </Flex>
              <LinkButton
                to={`/login?tenant=${encodeURIComponent(signIn.slug)}&email=${encodeURIComponent(user.email)}`}
                reload
                size="small"
                aria-label={t('demo.signInAsNamed', { email: user.email })}
              >
                {t('demo.signInAs')}
              </LinkButton>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
