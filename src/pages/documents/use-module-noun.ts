import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';
import { useTerm } from '../../app/office/use-term';

/** A module's record in the office's word (its collection's singular term), else the module's name, else its id. */
export function useModuleNoun(): (module: string) => string {
  const { i18n } = useTranslation();
  const term = useTerm();
  const modules = useOffice().runtime?.config.features.modules ?? [];
  return (id) => {
    const module = modules.find((candidate) => candidate.id === id);
    const singular = module?.collection?.terms?.singular;
    return singular ? term(singular) : pickText(module?.name, i18n.language) || id;
  };
}
