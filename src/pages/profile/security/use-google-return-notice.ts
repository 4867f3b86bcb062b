import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../notifications/notifications';

const REASONS = ['cancelled', 'identity-in-use', 'already-linked', 'other-browser', 'flow-invalid', 'exchange-failed', 'unreachable', 'not-configured', 'other-user', 'signed-out'];

/** After a Google link the server sends the browser back with ?google=linked or ?google=link-failed&code&reason: say how it went, once, and tidy the address. */
export function useGoogleReturnNotice(): void {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('google');
  const reason = params.get('reason');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (outcome !== 'linked' && outcome !== 'link-failed') return;
    const marker = `${outcome}:${reason ?? ''}`;
    if (handled.current === marker) return;
    handled.current = marker;
    if (outcome === 'linked') notify({ severity: 'success', message: t('google.linkedNotice') });
    else notify({ severity: 'error', title: t('google.linkFailed'), message: reason && REASONS.includes(reason) ? t(`google.reasons.${reason}`) : t('google.tryAgain') });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['google', 'code', 'reason']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [notify, outcome, reason, setParams, t]);
}
