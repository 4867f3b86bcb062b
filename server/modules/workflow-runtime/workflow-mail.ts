import type { LocalizedText } from '../../../engine/generated/config-types';
import { renderMail, type MailContent } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';
import type { OfficeContext } from '../../context/office-context';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { runtimeText } from './workflow-runtime.messages';

/** What a workflow mail names: the record's title (or number), its stage, and the link to its page. */
export interface WorkflowMailFacts {
  ctx: OfficeContext;
  collection: ResolvedCollection;
  title: string | null;
  stage: LocalizedText;
  link: string | null;
}

/** A workflow mail template: its content from the facts. */
export type WorkflowMailTemplate = (facts: WorkflowMailFacts) => MailContent;

/**
 * The mail templates workflow actions name, by id. None is written yet: an action naming a template that is not
 * here sends the generic mail, which names the record and its stage in every language (never a silent skip).
 */
export const workflowMailTemplates: Readonly<Record<string, WorkflowMailTemplate>> = {};

// The generic mail: the office's name, the record and where it stands, and its page.
function genericMail(template: string, facts: WorkflowMailFacts): MailContent {
  const subject = runtimeText('MAIL_SUBJECT', facts.ctx, facts.collection, { title: facts.title, stage: facts.stage });
  const body = runtimeText('MAIL_BODY', facts.ctx, facts.collection, { title: facts.title, stage: facts.stage });
  const link = facts.link ? [{ link: facts.link }] : [];
  return {
    template,
    subject: `${subject.he} / ${subject.en} / ${subject.es}`,
    body: { he: [facts.ctx.tenant.name, '', body.he, ...link], en: [facts.ctx.tenant.name, '', body.en, ...link], es: [facts.ctx.tenant.name, '', body.es, ...link] },
  };
}

/** The mail of a template for one recipient, and whether the template was found or the generic mail stood in. */
export function workflowMail(template: string, to: string, facts: WorkflowMailFacts): { mail: OutgoingMail; usedTemplate: 'template' | 'generic' } {
  const found = Object.hasOwn(workflowMailTemplates, template) ? workflowMailTemplates[template] : undefined;
  const content = found ? found(facts) : genericMail(template, facts);
  return { mail: renderMail(content, { to, tenantId: facts.ctx.tenant.id }), usedTemplate: found ? 'template' : 'generic' };
}
