import type { FormDefinition } from '../../engine/generated/config-types';
import type { ScopedTransaction } from '../db/context';
import { hashSecretId } from '../security/tokens';
import { namesALead } from '../modules/public-forms/public-form-name';
import type { DemoOffice } from './demo-clients';
import { demoPublicFormToken } from './demo-public-forms';

const CONSENT = { he: 'אני מסכים/ה שהמשרד יחזור אליי בנוגע לפנייה', en: 'I agree that the office contacts me about this request', es: 'Acepto que la oficina me contacte sobre esta solicitud' };

/**
 * Publishes a demo office's form as a public link (issue 25) where the office has leads and the form names each lead:
 * switched on, with a consent checkbox in the office's languages. Its token is the demo's own (derived from the slug,
 * demo-public-forms.ts), so the start-up output names the link; only its hash is stored, as for any link. Answers
 * whether it published.
 */
export async function publishDemoForm(trx: ScopedTransaction, office: DemoOffice, form: { id: string; definition: FormDefinition }, languages: readonly string[]): Promise<boolean> {
  if (!namesALead(form.definition)) return false;
  const lead = await trx.selectFrom('clients').select('id').where('kind', '=', 'lead').limit(1).executeTakeFirst();
  if (!lead) return false;
  const consent = Object.fromEntries(Object.entries(CONSENT).filter(([language]) => languages.includes(language)));
  await trx
    .insertInto('public_form_links')
    .values({ tenant_id: office.tenantId, form_id: form.id, token_hash: hashSecretId(demoPublicFormToken(office.slug)), consent: JSON.stringify(consent), created_by: office.adminId, updated_by: office.adminId })
    .execute();
  return true;
}
