import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The name of a recorded security event type in the current language; an unknown type shows as recorded. */
export function useEventLabel(kind: 'security'): (eventType: string) => string {
  const { t, i18n } = useTranslation('profile');
  return useCallback(
    (eventType: string) => {
      const key = `events.${kind}.${eventType}`;
      if (!i18n.exists(key, { ns: 'profile' })) return eventType;
      const label: unknown = t(key, { returnObjects: true });
      return typeof label === 'string' ? label : eventType;
    },
    [i18n, kind, t],
  );
}
