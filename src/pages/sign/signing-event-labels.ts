import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerStrings } from '../../i18n/load-namespaces';
import { signingEventStrings } from '../../i18n/locales/signing-events';

const NAMESPACE = 'signing-events';

/** Every event a signing workflow's trail holds (signing.schemas.ts, signingEventSchema). */
export const SIGNING_EVENTS = Object.keys(signingEventStrings.he) as (keyof typeof signingEventStrings.he)[];

/**
 * The name of a signing trail's event (signed, code_sent…) in the current language; an unknown code is shown as it
 * is. For the verify page's timeline and the office's workflow screen alike.
 */
export function useSigningEventLabel(): (event: string) => string {
  const { i18n } = useTranslation();
  // The names come with the screens that show a trail, not with the first page.
  if (!i18n.hasResourceBundle('he', NAMESPACE)) registerStrings(NAMESPACE, signingEventStrings);
  const { t } = useTranslation(NAMESPACE);
  return useCallback((event: string) => (i18n.exists(event, { ns: NAMESPACE }) ? t(event) : event), [i18n, t]);
}
