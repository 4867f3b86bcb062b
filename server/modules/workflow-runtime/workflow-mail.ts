import type { LocalizedText } from '../../../engine/generated/config-types';
import { renderMail, type MailContent } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';
import type { OfficeContext } from '../../context/office-context';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { emailTemplateOf, renderEmailTemplate, type ResolvedEmailTemplate } from '../../../engine/workflows/email-templates';
import type { Language } from '../../../engine/i18n/languages';
import { officeWordFiller } from '../../plugins/office-words';
import { runtimeText } from './workflow-runtime.messages';

/** What a workflow mail names: the record's title (or number), its stage, and the link to its page. */
export interface WorkflowMailFacts {
  ctx: OfficeContext;
  collection: ResolvedCollection;
  title: string | null;
  stage: LocalizedText;
  link: string | null;
}

// The languages of a mail, in its order; the subject names each language's once (he / en / es, or fewer when they agree).
const SUBJECT_ORDER = ['he', 'en', 'es'] as const;

// A template's mail (engine/workflows/email-templates.ts): each language's lines, then the link to the record's page.
function templateMail(template: string, found: ResolvedEmailTemplate, facts: WorkflowMailFacts): MailContent {
  const rendered = renderEmailTemplate(found, { office: facts.ctx.tenant.name, title: facts.title ?? '', stage: facts.stage }, officeWordFiller(facts.ctx.office));
  const link = facts.link ? ['', { link: facts.link }] : [];
  const lines = (language: Language) => [...rendered[language].body.split('\n'), ...link];
  return {
    template,
    subject: [...new Set(SUBJECT_ORDER.map((language) => rendered[language].subject))].join(' / '),
    body: { he: lines('he'), en: lines('en'), es: lines('es') },
  };
}

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

/**
 * The mail of a template for one recipient: the office's template of that id or the product's, rendered; the generic
 * mail stands in only for a template neither has (a configuration stored before the loader checked its templates).
 */
export function workflowMail(template: string, to: string, facts: WorkflowMailFacts): { mail: OutgoingMail; usedTemplate: 'template' | 'generic' } {
  const found = emailTemplateOf(facts.ctx.office, template);
  const content = found ? templateMail(template, found, facts) : genericMail(template, facts);
  return { mail: renderMail(content, { to, tenantId: facts.ctx.tenant.id }), usedTemplate: found ? 'template' : 'generic' };
}
