import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAreaTitle } from '../../pages/shell/use-area-title';
import { useTerm } from '../office/use-term';
import type { TitleWords } from './page-title';
import * as Pages from './pages';
import { routeFor } from './route-table';
import { useOfficeRoutes } from './use-office-routes';

/**
 * The current page's title in the user's language: the route's own, except that an area still to come takes
 * the name the office's navigation gives it (medical's /reports is its clinic reports); an office's own area
 * (a module's route) its navigation or module name; /compliance, the footer's page until signed in.
 */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const term = useTerm();
  const area = useAreaTitle();
  const routes = useOfficeRoutes();
  const words: TitleWords = useMemo(
    () => ({ title: (key, values) => t(`titles.${key}`, values ?? {}), term, link: (key) => t(`footer.links.${key}`) }),
    [t, term],
  );
  const route = routeFor(pathname, routes);
  if (route) return (route.element.type === Pages.AreaPage ? area : undefined) ?? route.title(words);
  if (pathname === '/compliance' || pathname.startsWith('/compliance/')) return area ?? words.link('compliance');
  return area ?? words.title('notFound');
}
