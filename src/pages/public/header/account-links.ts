import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/use-auth';

/** A link of the header: where it leads, its words, and whether it is the emphasised one. */
export interface HeaderLink {
  key: string;
  to: string;
  label: string;
  isPrimary: boolean;
}

/** The header's account links: log in and sign up, or the dashboard once signed in. */
export function useAccountLinks(): HeaderLink[] {
  const { t } = useTranslation('shell');
  const { t: tp } = useTranslation('public');
  const { phase } = useAuth();
  if (phase === 'signed-in') return [{ key: 'dashboard', to: '/dashboard', label: tp('header.dashboard'), isPrimary: true }];
  return [
    { key: 'login', to: '/login', label: t('header.login'), isPrimary: false },
    { key: 'sign-up', to: '/register', label: t('header.signUp'), isPrimary: true },
  ];
}
