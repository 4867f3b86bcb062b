import { useAuth } from '../../../app/auth/use-auth';
import { GoogleLinkCard } from './GoogleLinkCard';
import { MfaCard } from './MfaCard';
import { PasswordChangeCard } from './PasswordChangeCard';
import { SecurityEventsCard } from './SecurityEventsCard';
import { SessionsCard } from './SessionsCard';

/** The security tab: password, two-step verification, sessions, the Google link and the security history; only the password while it has expired. */
export function SecurityTab() {
  const { passwordChangeRequired } = useAuth();
  if (passwordChangeRequired) return <PasswordChangeCard />;
  return (
    <>
      <PasswordChangeCard />
      <MfaCard />
      <SessionsCard />
      <GoogleLinkCard returnTo="/profile?tab=security" />
      <SecurityEventsCard />
    </>
  );
}
