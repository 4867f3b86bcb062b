import { Trans, useTranslation } from 'react-i18next';

/** The line under a time zone field naming the zone used while the user chooses none: the office's, else this browser's. */
export function TimeZoneDefault({ fallback }: { fallback: { timeZone: string; isOffice: boolean } }) {
  const { t } = useTranslation('profile');
  return (
    <span data-testid="timezone-default">
      <Trans t={t} i18nKey={fallback.isOffice ? 'personal.timezoneDefault' : 'personal.timezoneBrowserDefault'} values={{ zone: fallback.timeZone }} components={{ zone: <bdi dir="ltr" /> }} />
    </span>
  );
}
