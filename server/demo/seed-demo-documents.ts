import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { withContext } from '../db/context';
import { clockNow } from '../jobs/clock';
import { versionKey } from '../modules/documents/library-files.service';
import { libraryDocumentTypes } from '../modules/documents/library-types';
import type { FileStorage } from '../storage/file-storage';
import type { DemoOffice } from './demo-clients';
import { demoDocuments, type DemoDocument, type DemoLink } from './demo-documents';

// A one-page PDF holding the document's words (the standard font writes Latin only; the name stays on the row).
async function pdfOf(document: DemoDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(document.createdAt);
  pdf.setModificationDate(document.createdAt);
  const page = pdf.addPage([595, 842]);
  page.drawText(document.text, { x: 56, y: 760, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

// The office's clients and records a document may belong to, in a fixed order, with their names.
async function linksOf(services: ContextServices, tenantId: string): Promise<{ clients: DemoLink[]; records: DemoLink[] }> {
  return withContext(services.db, { tenantId }, async (trx) => ({
    clients: await trx.selectFrom('clients').select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')]).where('kind', '=', 'client').orderBy('id').limit(8).execute(),
    records: (await trx.selectFrom('records').select(['id', 'title', 'number']).where('document_id', 'is', null).where('subject_client_id', 'is', null).orderBy('id').limit(4).execute()).map((row) => ({ id: row.id, name: row.title ?? row.number ?? '' })),
  }));
}

/**
 * Gives every demo office its library (demoDocuments): each document's PDF in the storage as its first version, its
 * row and its version written under the office's row-level security, the PDF's words kept as its extracted text.
 * Answers how many documents it made.
 */
export async function seedDemoDocuments(services: ContextServices, storage: FileStorage, offices: readonly DemoOffice[], now: Date = clockNow()): Promise<number> {
  let made = 0;
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!ctx) continue;
    const documents = demoDocuments(office, ctx.office, libraryDocumentTypes(ctx), await linksOf(services, office.tenantId), now);
    for (const document of documents) {
      const data = await pdfOf(document);
      const key = versionKey(office.tenantId, document.id, 1, '.pdf');
      await storage.put(key, data, 'application/pdf');
      const file = { file_name: document.fileName, content_type: 'application/pdf', size_bytes: data.length, storage_key: key, checksum: createHash('sha256').update(data).digest('hex'), uploaded_by: document.ownerId };
      await withContext(services.db, { tenantId: office.tenantId }, async (trx) => {
        await trx
          .insertInto('documents')
          .values({
            ...file,
            tenant_id: office.tenantId,
            id: document.id,
            name: document.name.slice(0, 255),
            type: document.type,
            status: document.status,
            tags: document.tags,
            description: document.description,
            client_id: document.clientId,
            record_id: document.recordId,
            sharing: document.sharing,
            owner_id: document.ownerId,
            extracted_text: document.text,
            created_at: document.createdAt,
            updated_at: document.createdAt,
          })
          .execute();
        await trx.insertInto('document_versions').values({ ...file, tenant_id: office.tenantId, document_id: document.id, version: 1, uploaded_at: document.createdAt }).execute();
      });
    }
    made += documents.length;
  }
  return made;
}
