import { moduleKind } from '../../../engine/modules/module-kinds';
import { pathOnly } from '../../../engine/routing/route-gating';
import { useOffice } from '../../app/office/office-context';
import type { SimulationTemplateView } from './simulations-api';

/**
 * Where a template opens, filled in (`?template=<id>`): an enhanced one in the office's enhanced pension screen (its
 * module of kind pension-simulation, at whatever route the office type gives it), else in the simulation form; an
 * office without that screen opens every template in the form, which runs the same inputs.
 */
export function useTemplateTargets(basePath: string): (template: Pick<SimulationTemplateView, 'id' | 'kind'>) => string {
  const modules = useOffice().runtime?.config.features.modules ?? [];
  const enhanced = modules.find((module) => moduleKind(module) === 'pension-simulation');
  return (template) => {
    const page = template.kind === 'enhanced' && enhanced ? pathOnly(enhanced.route) : `${basePath}/new`;
    return `${page}?template=${encodeURIComponent(template.id)}`;
  };
}
