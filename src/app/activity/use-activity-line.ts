import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerStrings } from '../../i18n/load-namespaces';
import { activityStrings } from '../../i18n/locales/activity';
import { useFormatMoney } from '../money/use-format-money';
import { useFormatTime } from '../time/use-format-time';
import { activityLine, type ActivityData, type ActivityLineText } from './activity-line';

const NAMESPACE = 'activity';

/** Words activity entries in the current language and the user's time zone (activityLine), on every screen that lists them. */
export function useActivityLine(): (entry: ActivityData) => ActivityLineText {
  const { i18n } = useTranslation();
  // The strings come with the screens that word activity, not with the first page.
  if (!i18n.hasResourceBundle('he', NAMESPACE)) registerStrings(NAMESPACE, activityStrings);
  const { t } = useTranslation(NAMESPACE);
  const format = useFormatTime();
  const money = useFormatMoney();
  const language = i18n.language;
  return useCallback(
    (entry: ActivityData) =>
      activityLine(entry, {
        t: (key, values) => t(key, { ...values, ns: NAMESPACE }),
        has: (key) => i18n.exists(key, { ns: NAMESPACE }),
        time: (iso) => format(iso, 'dateTime'),
        date: (value) => format(value, 'date'),
        money,
        list: (items) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items),
      }),
    [format, i18n, language, money, t],
  );
}
