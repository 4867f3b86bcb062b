import { officeUploadPolicy } from '../../engine/policies/office-upload-policy';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { withContext } from '../db/context';
import { checkLibraryFile } from '../modules/documents/library-upload';
import { PDF_FORMS_FEATURE } from '../modules/pdf-templates/pdf-templates-paths';
import { uploadPdfTemplate } from '../modules/pdf-templates/pdf-templates.service';
import type { StoredFiles } from '../storage/delete-quietly';
import type { FileStorage } from '../storage/file-storage';
import type { DemoOffice } from './demo-clients';
import { demoPdfForm } from './demo-pdf-form';

/**
 * Gives every demo office whose office has PDF forms on one PDF template, once: a one-page form in its language
 * (uploaded to its library as its members would) with six fields placed on it. Answers how many it made.
 */
export async function seedDemoPdfTemplates(services: ContextServices, storage: FileStorage, offices: readonly DemoOffice[]): Promise<number> {
  const files: StoredFiles = { storage, log: { error: (details, message) => console.warn(`Demo PDF templates: ${message}`, details) } };
  let made = 0;
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!ctx?.office.enabledFeatures.includes(PDF_FORMS_FEATURE)) continue;
    const existing = await withContext(services.db, { tenantId: office.tenantId }, (trx) => trx.selectFrom('pdf_templates').select('id').limit(1).execute());
    if (existing.length > 0) continue;
    const form = await demoPdfForm(office.language);
    await uploadPdfTemplate(ctx, files, checkLibraryFile({ fileName: form.fileName, data: form.pdf }, officeUploadPolicy(ctx.office)), { name: form.name, fields: form.fields });
    made += 1;
  }
  return made;
}
