import type { CompleteSimulationInput, CoverSimulationInput, SimulationTemplate } from '../../generated/config-types';
import { checkCompleteInput, checkCoverInput } from '../../simulations/check-simulation-input';
import { simulationMessages, type SimulationProblem } from '../../simulations/simulation-messages';
import { reportDuplicates, type OfficeTypeCheck } from './check-context';

/** What each kind of template runs its inputs through: the engine's checks of spec 2 §5. */
const CHECKS: Record<SimulationTemplate['kind'], (inputs: SimulationTemplate['inputs']) => SimulationProblem[]> = {
  complete: (inputs) => checkCompleteInput(inputs as CompleteSimulationInput),
  enhanced: (inputs) => checkCompleteInput(inputs as CompleteSimulationInput),
  disability: (inputs) => checkCoverInput(inputs as CoverSimulationInput),
  survivors: (inputs) => checkCoverInput(inputs as CoverSimulationInput),
};

/**
 * The office's simulation templates (`simulations.templates`) have unique ids, and each one's inputs run as they stand
 * for its kind: the engine's checks (engine/simulations/check-simulation-input.ts) find nothing, so a template opens
 * with results and never with the spec's error messages.
 */
export const checkSimulationTemplates: OfficeTypeCheck = (context) => {
  const templates = context.office.simulations?.templates ?? [];
  reportDuplicates(context, templates, '/simulations/templates', 'simulation template');
  templates.forEach((template, index) => {
    for (const problem of CHECKS[template.kind](template.inputs)) {
      const at = `/simulations/templates/${index}/inputs/${problem.path.replaceAll('.', '/')}`;
      context.report(at, `a template of kind "${template.kind}" must run as it stands: ${simulationMessages(problem).en}`);
    }
  });
};
