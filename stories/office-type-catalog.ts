import { createOfficeTypeCatalog } from '../engine/load/office-type-catalog';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../engine/resolve/resolve-office';
import { widgetDefinitions } from '../widgets/widget-definitions';

// Every file in office-types/ is picked up here: a new office type appears in Storybook with no code change.
const files = import.meta.glob<unknown>('../office-types/*.json', { eager: true, import: 'default' });

/** The office types of office-types/, loaded by the engine exactly as the server loads them. */
export const storyCatalog = createOfficeTypeCatalog(
  Object.entries(files).map(([path, json]) => ({ fileName: path.slice(path.lastIndexOf('/') + 1), json })),
  { widgets: widgetDefinitions },
);

/** One office type's configuration, resolved by the engine. */
export function storyConfiguration(officeType: string): OfficeConfiguration {
  const result = resolveOfficeConfiguration(storyCatalog, { officeType });
  if (!result.ok) throw new Error(`Office type ${officeType} does not resolve: ${JSON.stringify(result.errors)}`);
  return result.config;
}
