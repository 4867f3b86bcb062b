import type { WorkflowAction, WorkflowDefinition } from '../../generated/config-types';
import { LANGUAGES } from '../../i18n/languages';
import { MAIL_FACTS, PRODUCT_EMAIL_TEMPLATES, emailTemplateIds, factsOfText } from '../../workflows/email-templates';
import { reportDuplicates, type CheckContext, type OfficeTypeCheck } from './check-context';

// Every list of actions a workflow runs, with its JSON path: each stage's and each trigger's.
function* actionLists(workflow: WorkflowDefinition, path: string): Generator<[readonly WorkflowAction[], string]> {
  for (const [index, stage] of workflow.stages.entries()) if (stage.actions) yield [stage.actions, `${path}/stages/${index}/actions`];
  for (const [index, trigger] of (workflow.triggers ?? []).entries()) yield [trigger.actions, `${path}/triggers/${index}/actions`];
}

function workflowsOf(context: CheckContext): [WorkflowDefinition, string][] {
  const { workflows } = context.office;
  return [
    [workflows.client, '/workflows/client'],
    [workflows.document, '/workflows/document'],
    ...(workflows.custom ?? []).map((workflow, index): [WorkflowDefinition, string] => [workflow, `/workflows/custom/${index}`]),
  ];
}

/** An office template's texts put in only the mail's facts, and its subject is one line. */
function checkTemplateTexts(context: CheckContext, index: number): void {
  const template = context.office.emailTemplates?.[index];
  if (!template) return;
  for (const part of ['subject', 'body'] as const) {
    for (const language of LANGUAGES) {
      const text = template[part][language];
      if (text === undefined) continue;
      const at = `/emailTemplates/${index}/${part}/${language}`;
      for (const fact of factsOfText(text)) {
        if (!(MAIL_FACTS as readonly string[]).includes(fact)) context.report(at, `"{${fact}}" is not a fact of a mail; a template may put in ${MAIL_FACTS.map((name) => `{${name}}`).join(', ')}`);
      }
      if (part === 'subject' && /[\r\n]/.test(text)) context.report(at, 'a subject is one line');
    }
  }
}

/**
 * The office's e-mail templates have unique ids and put in only a mail's facts; every send_email action names a
 * template of the office's or of the product's (engine/workflows/email-templates.ts).
 */
export const checkEmailTemplates: OfficeTypeCheck = (context) => {
  const own = context.office.emailTemplates ?? [];
  reportDuplicates(context, own, '/emailTemplates', 'e-mail template');
  own.forEach((_, index) => checkTemplateTexts(context, index));
  const known = new Set(emailTemplateIds(context.office));
  for (const [workflow, path] of workflowsOf(context)) {
    for (const [actions, at] of actionLists(workflow, path)) {
      actions.forEach((action, index) => {
        if (action.type !== 'send_email' || known.has(action.template)) return;
        const product = Object.keys(PRODUCT_EMAIL_TEMPLATES).join(', ');
        context.report(`${at}/${index}/template`, `unknown e-mail template "${action.template}": not one of the office's emailTemplates (${own.map((template) => template.id).join(', ') || 'none'}) nor of the product's (${product})`);
      });
    }
  }
};
