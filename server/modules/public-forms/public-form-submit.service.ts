import type { LocalizedText } from '../../../engine/generated/config-types';
import { validateFormData } from '../../../engine/forms/validate-form-data';
import { offeredLanguages } from '../../../engine/i18n/offered-languages';
import type { Language } from '../../../engine/i18n/languages';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice } from '../../context/office-context';
import { messagesOfText } from '../../i18n/messages';
import { fieldError, HttpError, type FieldError } from '../../plugins/errors';
import type { RateLimiter } from '../../security/rate-limiter';
import { createClient } from '../clients/clients.service';
import type { OpenedForm } from './public-form-open';
import { refuseFileFields } from './public-form-files';
import { leadBodyOf } from './public-form-lead';
import { countSubmission } from './public-form-links.queries';
import { publicFormError, publicFormText } from './public-forms.messages';

/** What the public page shows: the office's name, its languages, the form and the consent checkbox's text. */
export interface PublicFormPage {
  officeName: string;
  languages: Language[];
  defaultLanguage: Language;
  form: OpenedForm['link']['definition'];
  consent: LocalizedText | null;
}

/** The public page of an opened link. */
export function publicFormPage({ ctx, link }: OpenedForm): PublicFormPage {
  return { officeName: ctx.tenant.name, languages: offeredLanguages(ctx.office.localization), defaultLanguage: ctx.office.localization.defaultLanguage, form: link.definition, consent: link.consent };
}

/** Submissions one link takes in an hour, from every address together (beside the per-address limit of its route). */
export const LINK_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const;

// The client's refusals of a lead (its field paths) put back on the answers that filled them.
function onAnswers(error: HttpError, answerOf: Record<string, string>): FieldError[] {
  return (error.errors ?? []).map((problem) => {
    const key = answerOf[problem.field];
    return key ? { ...problem, field: `answers.${key}` } : problem;
  });
}

const isEmailTaken = (error: unknown): boolean => error instanceof HttpError && error.code === 'CLIENT_EMAIL_EXISTS';

/**
 * Takes a submission of a public form: counted on the link's own limit (429 PUBLIC_FORM_BUSY), its consent given when
 * the link asks for it (400 PUBLIC_FORM_CONSENT_REQUIRED), its answers checked by the same form the page drew (400
 * PUBLIC_FORM_INVALID with each field's message at `answers.<field>`), then a new lead of the office through the
 * clients service (its checks, audit and activity; the client workflow starts). An e-mail an existing client
 * already has is kept in the lead's notes rather than refused, so that the page tells no one who is a client.
 * Audited as `form.public.submitted` with the consent given.
 */
export async function submitPublicForm(opened: OpenedForm, limiter: RateLimiter, body: { answers: Record<string, unknown>; consent?: boolean }): Promise<{ received: true }> {
  const { ctx, link } = opened;
  const decision = await limiter.hit(`public-form:${link.id}`, LINK_LIMIT);
  if (!decision.allowed) throw publicFormError(429, 'PUBLIC_FORM_BUSY', [], decision.retryAfterSeconds);
  refuseFileFields(link.definition, 'answers');
  const problems: FieldError[] = [];
  if (link.consent && body.consent !== true) problems.push(fieldError('consent', publicFormText('PUBLIC_FORM_CONSENT_REQUIRED')));
  const checked = validateFormData(link.definition, body.answers);
  problems.push(...checked.errors.map((error) => fieldError(error.field ? `answers.${error.field}` : 'answers', messagesOfText(error.message))));
  const lead = leadBodyOf(link.definition, checked.data as Record<string, unknown>, ctx.office.localization.defaultLanguage);
  problems.push(...lead.problems.map((problem) => fieldError(`answers.${problem.key}`, publicFormText(problem.code))));
  if (problems.length > 0) throw publicFormError(400, problems.some((problem) => problem.field === 'consent') && problems.length === 1 ? 'PUBLIC_FORM_CONSENT_REQUIRED' : 'PUBLIC_FORM_INVALID', problems);
  const create = async (leadBody: Record<string, unknown>) => {
    try {
      return await createClient(ctx, leadBody);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) throw publicFormError(400, 'PUBLIC_FORM_INVALID', onAnswers(error, lead.answerOf));
      throw error;
    }
  };
  let created;
  try {
    created = await create(lead.body);
  } catch (error) {
    if (!isEmailTaken(error)) throw error;
    const { email, management, ...rest } = lead.body as { email: string; management: { notes: string } };
    created = await create({ ...rest, management: { ...management, notes: `${management.notes}\n${email}`.slice(0, 1000) } });
  }
  await inOffice(ctx, async (trx) => {
    await countSubmission(trx, link.id);
    await writeAudit(trx, auditActorOf(ctx), {
      eventType: 'form.public.submitted',
      serviceName: 'forms',
      entityType: 'office_form',
      entityId: link.formId,
      after: { clientId: created.id, consent: link.consent ? { given: true, text: link.consent } : null },
      success: true,
    });
  });
  return { received: true };
}
