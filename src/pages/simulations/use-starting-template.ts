import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { SIMULATIONS_API, type SimulationTemplateListAnswer, type SimulationTemplateView } from './simulations-api';

/** The template a new simulation starts from (`?template=<id>`, from the templates' list), once the list has loaded. */
export interface StartingTemplate {
  isLoading: boolean;
  template?: SimulationTemplateView;
  /** Asked for, but the office has no such template (or the list could not be read): the form starts blank. */
  isMissing: boolean;
}

export function useStartingTemplate(isNew: boolean): StartingTemplate {
  const [params] = useSearchParams();
  const id = isNew ? params.get('template') : null;
  const list = useSWR<SimulationTemplateListAnswer>(id ? SIMULATIONS_API.templates : null);
  const template = id ? list.data?.data.find((candidate) => candidate.id === id) : undefined;
  return {
    isLoading: Boolean(id) && !list.data && !list.error,
    ...(template ? { template } : {}),
    isMissing: Boolean(id) && (Boolean(list.error) || (list.data !== undefined && !template)),
  };
}
