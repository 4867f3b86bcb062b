import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { authStore } from '../../app/session';
import { FormAlert } from './FormAlert';
import { googleFailure } from './google-failure';
import { loginNoticeOf } from './login-notice';

/**
 * What the login page says before anything is typed, as it stood when the page opened: a failed Google
 * sign-in and why (spec 1 §8), a session that expired, or another page's notice (a reset password…).
 */
export function LoginNotices() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const location = useLocation();
  // Read once: a refused login also ends in the store's "session lost", which is not this page's news.
  const [lostReason] = useState(() => authStore.getSnapshot().lostReason);
  const google = googleFailure(search, t);
  const notice = loginNoticeOf(location.state);
  return (
    <>
      {google ? <FormAlert type="error" {...(google.reason ? { title: google.title, message: google.reason } : { message: google.title })} /> : null}
      {lostReason === 'session-expired' ? <FormAlert type="warning" message={t('login.sessionExpired')} /> : null}
      {notice ? <FormAlert type={notice.type} message={notice.message} /> : null}
    </>
  );
}
