import { checkCompleteInput } from '../../simulations/check-simulation-input';
import { simulationMessages } from '../../simulations/simulation-messages';
import { reportDuplicates, type OfficeTypeCheck } from './check-context';


/**
 * The office's simulation templates (`simulations.templates`) have unique ids, and each one's inputs run as they stand
 * (both kinds, complete and enhanced, run a complete simulation): the engine's checks (engine/simulations/check-simulation-input.ts) find nothing, so a template opens
 * with results and never with the spec's error messages.
 */
export const checkSimulationTemplates: OfficeTypeCheck = (context) => {
  const templates = context.office.simulations?.templates ?? [];
  reportDuplicates(context, templates, '/simulations/templates', 'simulation template');
  templates.forEach((template, index) => {
    for (const problem of checkCompleteInput(template.inputs)) {
      const at = `/simulations/templates/${index}/inputs/${problem.path.replaceAll('.', '/')}`;
      context.report(at, `a template of kind "${template.kind}" must run as it stands: ${simulationMessages(problem).en}`);
    }
  });
};
