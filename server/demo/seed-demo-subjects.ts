import { subjectCollection } from '../../engine/modules/record-collections';
import { inOffice, type OfficeContext } from '../context/office-context';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { namedRecordView } from '../modules/records/records.service';
import { startSubjectWorkflow } from '../modules/workflow-runtime/subject-start';
import { inOfficeWithMail } from '../modules/workflow-runtime/workflow-mail-queue';
import type { DemoOffice } from './demo-clients';
import { moveDemoRecords, type StalledMove } from './seed-demo-workflows';

/** How many of an office's demo clients move on from their workflow's first stage: enough for every stage to show. */
export const MOVED_CLIENT_RUNS = 12;

/** How many of the newest demo clients keep their runs' tasks open; the others' were done long ago, as in a real office. */
export const OPEN_CLIENT_TASKS = 3;

/**
 * Starts every demo client's run of its office's client workflow (as the seeder, in one transaction per office, the
 * create trigger's mail to the outbox), then moves the first MOVED_CLIENT_RUNS of them along it as the office's
 * demo members would, one meant for each stage in turn; the runs' tasks are done but for the newest
 * OPEN_CLIENT_TASKS clients'. Answers the moves that stopped short.
 */
export async function seedDemoClientRuns(services: ContextServices, offices: readonly DemoOffice[], now: Date = new Date()): Promise<StalledMove[]> {
  const stalled: StalledMove[] = [];
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' }, office.language);
    const collection = ctx ? subjectCollection(ctx.office, 'client') : undefined;
    if (!ctx || !collection) continue;
    const runs = await inOfficeWithMail(ctx, async (trx) => {
      const clients = await trx.selectFrom('clients').select(['id', 'first_name', 'last_name']).orderBy('created_at').orderBy('id').execute();
      for (const client of clients) await startSubjectWorkflow(trx, ctx, { kind: 'client', id: client.id, name: `${client.first_name} ${client.last_name}` });
      const first = clients.slice(0, MOVED_CLIENT_RUNS).map((client) => client.id);
      const rows = first.length > 0 ? await trx.selectFrom('records').selectAll().where('id', 'in', first).execute() : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return Promise.all(first.flatMap((id) => (byId.has(id) ? [namedRecordView(trx, byId.get(id)!)] : [])));
    });
    const members: OfficeContext[] = [
      { ...ctx, actor: { kind: 'member', userId: office.proId, role: 'user', professionalRole: ctx.office.security.defaultProfessionalRole } },
      { ...ctx, actor: { kind: 'member', userId: office.adminId, role: 'admin', professionalRole: null } },
      ctx,
    ];
    stalled.push(...(await moveDemoRecords(office, members, collection, runs, now)).stalled);
    // Two hundred open conflict checks would bury everyone's own tasks: only the newest clients' stay open.
    await inOffice(ctx, async (trx) => {
      const newest = await trx.selectFrom('clients').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OPEN_CLIENT_TASKS).execute();
      let done = trx.updateTable('tasks').set({ status: 'done', completed_at: now }).where('status', '=', 'open').where('module', '=', collection.ownerId);
      if (newest.length > 0) done = done.where('record_id', 'not in', newest.map((client) => client.id));
      await done.execute();
    });
  }
  return stalled;
}
