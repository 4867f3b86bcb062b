import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';

/** The XML module as the office declares it: its name in the current language and its setting autoValidate (on unless turned off). */
export function useXmlModule(moduleId: string): { name: string | undefined; autoValidate: boolean } {
  const { i18n } = useTranslation();
  const module = useOffice().runtime?.config.features.modules.find((candidate) => candidate.id === moduleId);
  const settings = (module?.settings ?? {}) as { autoValidate?: unknown };
  return { name: module ? pickText(module.name, i18n.language) : undefined, autoValidate: settings.autoValidate !== false };
}
