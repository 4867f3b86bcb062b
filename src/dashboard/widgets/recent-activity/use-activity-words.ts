import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerm } from '../../../app/office/use-term';
import type { ActivityFilter } from './activity-types';

/** The words of the activity lists' filters: a filter's name (clients and documents in the office's vocabulary). The entries themselves are worded by useActivityLine. */
export function useActivityWords(): { filterLabel: (filter: ActivityFilter) => string } {
  const { t } = useTranslation('dashboard');
  const term = useTerm();
  const filterLabel = useCallback(
    (filter: ActivityFilter) => {
      if (filter === 'client') return term('clients');
      if (filter === 'document') return term('documents');
      return t(`activity.filters.${filter}`);
    },
    [t, term],
  );
  return { filterLabel };
}
