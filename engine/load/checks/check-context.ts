import type { FeatureFlagDefinition, OfficeType } from '../../generated/config-types';
import type { Language } from '../../i18n/languages';

/** What a widget type must declare for the loader to check a placement of it. */
export interface WidgetTypeForLoading {
  configSchema: string;
}

/** Everything a reference check can look at, and where it reports. */
export interface CheckContext {
  office: OfficeType;
  languages: readonly Language[];
  /** Every flag the office can name: the catalogue's and its own. */
  flags: ReadonlyMap<string, FeatureFlagDefinition>;
  widgets: Readonly<Record<string, WidgetTypeForLoading>>;
  report(path: string, message: string): void;
}

/** One reference check over a schema-valid office type. */
export type OfficeTypeCheck = (context: CheckContext) => void;

/** Reports every id that appears more than once in a list. */
export function reportDuplicates(context: CheckContext, items: readonly { id: string }[], path: string, what: string): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) context.report(`${path}/${index}/id`, `duplicate ${what} id "${item.id}"`);
    seen.add(item.id);
  });
}
