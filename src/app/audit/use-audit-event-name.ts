import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerStrings } from '../../i18n/load-namespaces';
import { auditEventStrings } from '../../i18n/locales/audit-events';
import { useTerm } from '../office/use-term';

const NAMESPACE = 'audit-events';

/**
 * The name of an audit event type (auth.login, client.viewed…) in the current language, domain nouns in the office's
 * vocabulary; undefined for a code with no name (the screen then shows the code).
 */
export function useAuditEventName(): (eventType: string) => string | undefined {
  const { i18n } = useTranslation();
  // The names come with the screens that show audit entries, not with the first page.
  if (!i18n.hasResourceBundle('he', NAMESPACE)) registerStrings(NAMESPACE, auditEventStrings);
  const { t } = useTranslation(NAMESPACE);
  const term = useTerm();
  return useCallback(
    // The codes hold dots: each is one key, not a path.
    (eventType: string) => (i18n.exists(eventType, { ns: NAMESPACE, keySeparator: false }) ? t(eventType, { ns: NAMESPACE, keySeparator: false, client: term('client'), clients: term('clients') }) : undefined),
    [i18n, t, term],
  );
}
