import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeName } from '../office/use-office-name';
import { documentTitle } from './page-title';
import { usePageTitle } from './use-page-title';

/** Names the browser tab after the page and the office, in the user's language, on every route. */
export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const page = usePageTitle();
  const office = useOfficeName() || t('titles.lishka');
  useEffect(() => {
    document.title = documentTitle(page, office);
  }, [office, page]);
  return null;
}
