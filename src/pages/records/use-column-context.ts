import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { useFormatTime } from '../../app/time/use-format-time';
import type { ColumnContext } from './record-column-values';

/** What a collection's values are written with in the reader's language and time zone. */
export function useColumnContext(collection: ResolvedCollection): ColumnContext {
  const { t, i18n } = useTranslation('common');
  const formatTime = useFormatTime();
  return useMemo(
    () => ({ form: collection.form, workflow: collection.workflow, language: i18n.language, yesNo: (flag: boolean) => t(flag ? 'yes' : 'no'), formatTime: (value, style) => formatTime(value, style) }),
    [collection.form, collection.workflow, formatTime, i18n.language, t],
  );
}
