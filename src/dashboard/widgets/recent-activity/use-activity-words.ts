import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerm } from '../../../app/office/use-term';
import type { ActivityFilter } from './activity-types';

/** The words of the activity lists: a filter's name (clients and documents in the office's vocabulary) and an action's. */
export function useActivityWords(): { filterLabel: (filter: ActivityFilter) => string; actionLabel: (action: string) => string } {
  const { t, i18n } = useTranslation('dashboard');
  const term = useTerm();
  const filterLabel = useCallback(
    (filter: ActivityFilter) => {
      if (filter === 'client') return term('clients');
      if (filter === 'document') return term('documents');
      return t(`activity.filters.${filter}`);
    },
    [t, term],
  );
  const actionLabel = useCallback(
    (action: string) => (i18n.exists(`activity.actions.${action}`, { ns: 'dashboard' }) ? t(`activity.actions.${action}`) : t('activity.actions.other')),
    [i18n, t],
  );
  return { filterLabel, actionLabel };
}
