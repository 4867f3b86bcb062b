import { ownCollections, type ResolvedCollection } from '../../engine/modules/record-collections';
import type { OfficeContext } from '../context/office-context';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { withContext } from '../db/context';
import { createRecord } from '../modules/records/records.service';
import type { RecordView } from '../modules/records/record.view';
import { HttpError } from '../plugins/errors';
import type { DemoOffice } from './demo-clients';
import { demoCollectionRecords, type DemoRecordBody, type DemoRecordClient, type KnownRecord } from './demo-records';
import { moveDemoRecords } from './seed-demo-workflows';

/**
 * What seeding the records did: how many it made, and why the records service or the workflow runtime refused any
 * (none, for the shipped office types).
 */
export interface SeededRecords {
  created: number;
  refused: string[];
}

// Why the service refused a record: its message and each field's, in English.
function refusalOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const fields = error instanceof HttpError ? (error.errors ?? []).map((field) => `${field.field}: ${field.messages.en ?? field.message}`) : [];
  return [error.message, ...fields].join('; ');
}

// The office's clients (not leads, not inactive) in a fixed order, with their intake answers.
async function clientsOf(services: ContextServices, tenantId: string): Promise<DemoRecordClient[]> {
  const rows = await withContext(services.db, { tenantId }, (trx) =>
    trx.selectFrom('clients').select(['id', 'last_name', 'assigned_to', 'intake']).where('kind', '=', 'client').where('status', '!=', 'inactive').orderBy('id').execute(),
  );
  return rows.map((row) => ({ id: row.id, lastName: row.last_name, ownerId: row.assigned_to, intake: (row.intake ?? {}) as Record<string, unknown> }));
}

/**
 * Who creates an office's records: its demo members, as they would in the office (the professional with the office
 * type's professional role, and the admin), then the system; each as the context of the system's work with that actor.
 */
function creatorsOf(ctx: OfficeContext, office: DemoOffice): Map<string, OfficeContext> {
  return new Map<string, OfficeContext>([
    [office.proId, { ...ctx, actor: { kind: 'member', userId: office.proId, role: 'user', professionalRole: ctx.office.security.defaultProfessionalRole } }],
    [office.adminId, { ...ctx, actor: { kind: 'member', userId: office.adminId, role: 'admin', professionalRole: null } }],
    ['system', ctx],
  ]);
}

/**
 * Creates one record as its assignee would (else another member, else the system): a creator whose roles may not
 * create in this collection (a workflow's editors) is refused with 403 and not asked again for the collection.
 */
async function createAsMember(creators: Map<string, OfficeContext>, barred: Set<string>, collection: ResolvedCollection, body: DemoRecordBody): Promise<RecordView> {
  const order = [...new Set([body.assignedTo ?? '', ...creators.keys()])].filter((key) => creators.has(key) && !barred.has(key));
  for (const key of order) {
    try {
      return await createRecord(creators.get(key)!, collection.moduleId, body);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 403) || key === order[order.length - 1]) throw error;
      barred.add(key);
    }
  }
  throw new Error(`No demo member may create records of ${collection.moduleId}`);
}

/**
 * Creates the demo records of every collection that holds records in every demo office, through the records
 * service (validated by the module's form, numbered and audited as a user's create is), after the offices'
 * clients exist, and moves those of a workflow along it (moveDemoRecords) so its board shows every stage.
 * Collections come in the office type's order, so a later one can name an earlier one's records; dates are
 * relative to `now`.
 */
export async function seedDemoRecords(services: ContextServices, offices: readonly DemoOffice[], now: Date = new Date()): Promise<SeededRecords> {
  const seeded: SeededRecords = { created: 0, refused: [] };
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    if (!ctx) continue;
    const creators = creatorsOf(ctx, office);
    const clients = await clientsOf(services, office.tenantId);
    const known: KnownRecord[] = [];
    const members = [...creators.entries()].filter(([key]) => key !== 'system').map(([, member]) => member);
    for (const collection of ownCollections(ctx.office)) {
      const barred = new Set<string>();
      const created: RecordView[] = [];
      for (const body of demoCollectionRecords(office, collection, clients, known, now)) {
        try {
          created.push(await createAsMember(creators, barred, collection, body));
        } catch (error) {
          seeded.refused.push(`${office.slug}/${collection.moduleId}: ${refusalOf(error)}`);
        }
      }
      const moved = await moveDemoRecords(office, members, collection, created, now);
      for (const record of moved.records) known.push({ entity: collection.entity, number: record.number, clientId: record.clientId, titleField: collection.titleField, data: record.data });
      seeded.created += created.length;
      seeded.refused.push(...moved.stalled.map((stall) => `${office.slug}/${stall.module} → ${stall.to}: ${stall.reason}`));
    }
  }
  return seeded;
}
