import type { WorkflowDefinition } from '../../../engine/generated/config-types';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { checkInputs, type WorkflowInputs } from '../../../engine/workflows/input-check';
import { stageName, type TransitionRefusal, type TransitionRefusalCode } from '../../../engine/workflows/transition-messages';
import type { OfficeContext } from '../../context/office-context';
import { messagesOfText } from '../../i18n/messages';
import { fieldError, httpError, type HttpError } from '../../plugins/errors';
import { officeRefusal } from './refusal-names';
import { runtimeError } from './workflow-runtime.messages';

type Answer = { status: number; code: string };

// What each of the engine's refusals answers: a role's refusal is 403, the graph's 409, an input's 400.
const ANSWERS: Record<TransitionRefusalCode, Answer> = {
  'forbidden-leave': { status: 403, code: 'TRANSITION_ROLE_REFUSED' },
  'forbidden-enter': { status: 403, code: 'TRANSITION_ROLE_REFUSED' },
  'forbidden-approve': { status: 403, code: 'TRANSITION_ROLE_REFUSED' },
  'no-such-stage': { status: 409, code: 'TRANSITION_NOT_ALLOWED' },
  'final-stage': { status: 409, code: 'TRANSITION_NOT_ALLOWED' },
  'no-such-transition': { status: 409, code: 'TRANSITION_NOT_ALLOWED' },
  'approval-pending': { status: 409, code: 'TRANSITION_NOT_ALLOWED' },
  'no-pending-approval': { status: 409, code: 'TRANSITION_NOT_ALLOWED' },
  'missing-input': { status: 400, code: 'TRANSITION_INPUTS_MISSING' },
  'invalid-input': { status: 400, code: 'TRANSITION_INPUTS_MISSING' },
};

/** The status and code a refusal of the engine answers with. */
export const refusalAnswer = (code: TransitionRefusalCode): Answer => ANSWERS[code];

/** Each required input of the target stage that is missing or invalid, as a field error `inputs.<key>` with the engine's text. */
function inputErrors(definition: WorkflowDefinition, to: string, inputs: WorkflowInputs | undefined) {
  const target = definition.stages.find((stage) => stage.id === to);
  return (target?.requiredInputs ?? []).flatMap((input) => {
    const found = checkInputs({ ...target!, requiredInputs: [input] }, inputs);
    return found ? [fieldError(`inputs.${input.key}`, messagesOfText(found.message))] : [];
  });
}

/** The engine's refusal as an error of the project: its message the engine's, every missing input its own field error. */
export function refusalError(ctx: OfficeContext, collection: ResolvedCollection, definition: WorkflowDefinition, refusal: TransitionRefusal, move?: { to: string; inputs?: WorkflowInputs }): HttpError {
  const { status, code } = refusalAnswer(refusal.code);
  const { message } = officeRefusal(ctx, collection, refusal);
  if (status === 400 && move) return runtimeError(400, 'TRANSITION_INPUTS_MISSING', ctx, collection, { stage: stageName(definition, move.to) }, inputErrors(definition, move.to, move.inputs));
  return httpError(status, code, { messages: messagesOfText(message) });
}
