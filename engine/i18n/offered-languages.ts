import type { LocalizationPolicy } from '../generated/config-types';
import type { Language } from './languages';

/**
 * The languages an office offers: Hebrew and English always, Spanish where its localization policy lists it
 * (decision 3); Hebrew and English without an office.
 */
export function offeredLanguages(localization: Pick<LocalizationPolicy, 'languages'> | undefined): Language[] {
  return ['he', 'en', ...(localization?.languages.includes('es') ? (['es'] as const) : [])];
}
