import { withContext } from '../db/context';
import { officeContextFor, type ContextServices } from '../context/system-context';
import type { DemoOffice } from './demo-clients';
import { demoForms } from './demo-forms';
import { offeredLanguages } from '../../engine/i18n/offered-languages';
import { publishDemoForm } from './seed-demo-public-form';

/** The feature the form builder and its stored forms serve. */
const FORM_BUILDER = 'form-builder';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Gives every demo office whose office has the form builder the forms its admin built (server/demo/demo-forms.ts):
 * its intake extended, saved twice (a week ago as a copy, three days ago with a question added), and a feedback form,
 * written straight into its tables (two statements in one transaction per office); where the office has leads, the
 * intake is published as a public form too. Answers how many forms it stored.
 */
export async function seedDemoForms(services: ContextServices, offices: readonly DemoOffice[]): Promise<number> {
  let made = 0;
  const now = Date.now();
  for (const office of offices) {
    const officeType = services.catalog.get(office.officeType);
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!officeType || !ctx?.office.enabledFeatures.includes(FORM_BUILDER)) continue;
    const forms = demoForms(officeType);
    // Saved a week ago, then four days later; the second form an hour after the first.
    const savedAt = (index: number, version: number) => new Date(now - (7 - 4 * (version - 1)) * DAY + index * HOUR);
    await withContext(services.db, { tenantId: office.tenantId }, async (trx) => {
      // Two statements an office: its forms, then all their versions.
      const created = await trx
        .insertInto('office_forms')
        .values(
          forms.map((form, index) => ({
            tenant_id: office.tenantId,
            form_key: form.versions.at(-1)!.id,
            category: form.category,
            definition: JSON.stringify(form.versions.at(-1)),
            version: form.versions.length,
            created_by: office.adminId,
            created_at: savedAt(index, 1),
            updated_by: office.adminId,
            updated_at: savedAt(index, form.versions.length),
          })),
        )
        .returning(['id', 'form_key'])
        .execute();
      const idOf = new Map(created.map((row) => [row.form_key, row.id]));
      await trx
        .insertInto('office_form_versions')
        .values(
          forms.flatMap((form, index) =>
            form.versions.map((definition, at) => ({
              tenant_id: office.tenantId,
              form_id: idOf.get(form.versions.at(-1)!.id)!,
              version: at + 1,
              category: form.category,
              definition: JSON.stringify(definition),
              saved_by: office.adminId,
              saved_at: savedAt(index, at + 1),
            })),
          ),
        )
        .execute();
      // Where the office has leads, its extended intake is also a public form whose submissions arrive as new leads.
      const intake = forms[0]!.versions.at(-1)!;
      await publishDemoForm(trx, office, { id: idOf.get(intake.id)!, definition: intake }, offeredLanguages(officeType.localization));
    });
    made += forms.length;
  }
  return made;
}
