import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page: "<page> · Lishka", or just Lishka. */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [appName, page]);
}
