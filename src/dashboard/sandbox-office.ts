import { isLanguage } from '../../engine/i18n/languages';
import { createOfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { buildOfficeRuntime } from '../../engine/runtime/build-office-runtime';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import type { OfficeContextValue } from '../app/office/office-context';
import type { PrivateOffice } from '../app/office/office-data';

// Every file in office-types/, loaded by the engine as the server loads them: stories and tests use real offices.
const files = import.meta.glob<unknown>('../../office-types/*.json', { eager: true, import: 'default' });
const catalog = createOfficeTypeCatalog(
  Object.entries(files).map(([path, json]) => ({ fileName: path.slice(path.lastIndexOf('/') + 1), json })),
  { widgets: widgetDefinitions },
);

/** The office-type ids a sandbox can show. */
export const sandboxOfficeTypes = (): string[] => catalog.ids();

/** One office type's configuration, resolved by the engine as the server resolves it. */
export function sandboxConfiguration(officeType: string): OfficeConfiguration {
  const resolved = resolveOfficeConfiguration(catalog, { officeType });
  if (!resolved.ok) throw new Error(`Office type ${officeType} does not resolve: ${JSON.stringify(resolved.errors)}`);
  return resolved.config;
}

/** The office context of a signed-in member of an office of this type, as OfficeProvider would give it. */
export function sandboxOffice(officeType: string, { language = 'he', roles = ['admin'] }: { language?: string; roles?: string[] } = {}): OfficeContextValue {
  const office: PrivateOffice = { ...sandboxConfiguration(officeType), isPublic: false, tenant: { slug: officeType, name: officeType } };
  const runtime = buildOfficeRuntime(office, { language: isLanguage(language) ? language : 'he', roles, mode: 'light', knownTypes: catalog.ids() });
  return { office, runtime, terminology: runtime.terminology, isLoading: false, retry: () => undefined };
}
