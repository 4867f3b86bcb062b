import { randomUUID } from 'node:crypto';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorRole, actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { auditedSimulation, simulationSummary, simulationView } from './simulation-views';
import { runSimulation } from './simulation-run';
import { clientNotFound, simulationNotFound, simulationNotYours } from './simulations.messages';
import { clientExists, insertSimulation, listSimulations, readSimulation, updateSimulation, type SimulationReader, type SimulationRow } from './simulations.queries';
import { HISTORY_PERIODS, SIMULATION_AUDIT_EVENTS, type HistoryPeriod, type SimulationKind } from './simulations-paths';

const DAY_MS = 86_400_000;

export interface SimulationWrite {
  name?: string;
  clientId?: string | null;
  kind?: SimulationKind;
  inputs?: Record<string, unknown>;
  tags?: string[];
  isShared?: boolean;
}

/** Who reads, for the queries: an admin sees every simulation, others their own and the shared ones. */
export function readerOf(ctx: OfficeContext): SimulationReader {
  return { userId: actorUserId(ctx.actor), seesAll: actorRole(ctx.actor) === 'admin' };
}

const planTypeOf = (inputs: Record<string, unknown>) => (typeof inputs.planType === 'string' ? inputs.planType : null);

async function checkClient(trx: ScopedTransaction, clientId: string | null | undefined): Promise<void> {
  if (clientId && !(await clientExists(trx, clientId))) throw clientNotFound();
}

async function ownRow(trx: ScopedTransaction, ctx: OfficeContext, id: string): Promise<SimulationRow> {
  const reader = readerOf(ctx);
  const row = await readSimulation(trx, reader, id, true);
  if (!row) throw simulationNotFound();
  if (!reader.seesAll && row.created_by !== reader.userId) throw simulationNotYours();
  return row;
}

/** Saves a simulation, its result computed from its inputs. Audited. */
export async function createSimulation(ctx: OfficeContext, body: SimulationWrite & { name: string; inputs: Record<string, unknown> }) {
  const kind = body.kind ?? 'complete';
  const result = runSimulation(kind, body.inputs);
  const userId = actorUserId(ctx.actor);
  const id = randomUUID();
  const row = await inOffice(ctx, async (trx) => {
    await checkClient(trx, body.clientId);
    await insertSimulation(trx, {
      tenant_id: ctx.tenant.id,
      id,
      name: body.name.trim() || body.name,
      client_id: body.clientId ?? null,
      kind,
      plan_type: planTypeOf(body.inputs),
      inputs: JSON.stringify(body.inputs),
      result: JSON.stringify(result),
      tags: body.tags ?? [],
      is_shared: body.isShared ?? false,
      created_by: userId,
      updated_by: userId,
    });
    const stored = (await readSimulation(trx, readerOf(ctx), id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIMULATION_AUDIT_EVENTS.created, serviceName: 'simulations', entityType: 'simulation', entityId: id, after: auditedSimulation(stored), success: true });
    return stored;
  });
  return simulationView(row, userId);
}

/** Changes a simulation (its author or an admin), recomputing its result when its kind or inputs change. Audited. */
export async function changeSimulation(ctx: OfficeContext, id: string, body: SimulationWrite) {
  const userId = actorUserId(ctx.actor);
  const row = await inOffice(ctx, async (trx) => {
    const before = await ownRow(trx, ctx, id);
    const kind = body.kind ?? (before.kind as SimulationKind);
    const inputs = body.inputs ?? before.inputs;
    const recompute = body.inputs !== undefined || body.kind !== undefined;
    const result = recompute ? runSimulation(kind, inputs) : undefined;
    if (body.clientId !== undefined) await checkClient(trx, body.clientId);
    await updateSimulation(trx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.clientId !== undefined ? { client_id: body.clientId } : {}),
      ...(body.tags !== undefined ? { tags: body.tags } : {}),
      ...(body.isShared !== undefined ? { is_shared: body.isShared } : {}),
      ...(recompute ? { kind, inputs: JSON.stringify(inputs), plan_type: planTypeOf(inputs), result: JSON.stringify(result) } : {}),
      updated_by: userId,
    });
    const after = (await readSimulation(trx, readerOf(ctx), id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIMULATION_AUDIT_EVENTS.updated, serviceName: 'simulations', entityType: 'simulation', entityId: id, before: auditedSimulation(before), after: auditedSimulation(after), success: true });
    return after;
  });
  return simulationView(row, userId);
}

/** Deletes a simulation (its author or an admin); the row stays for the audit trail. Audited. */
export async function deleteSimulation(ctx: OfficeContext, id: string): Promise<{ id: string }> {
  await inOffice(ctx, async (trx) => {
    const before = await ownRow(trx, ctx, id);
    await updateSimulation(trx, id, { deleted_at: new Date(), updated_by: actorUserId(ctx.actor) });
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIMULATION_AUDIT_EVENTS.deleted, serviceName: 'simulations', entityType: 'simulation', entityId: id, before: auditedSimulation(before), success: true });
  });
  return { id };
}

export async function getSimulation(ctx: OfficeContext, id: string) {
  const row = await inOffice(ctx, (trx) => readSimulation(trx, readerOf(ctx), id));
  if (!row) throw simulationNotFound();
  return simulationView(row, actorUserId(ctx.actor));
}

/** The history: the simulations the caller sees in a period, by tag and words of the name. */
export async function simulationHistory(ctx: OfficeContext, query: { period?: string; tag?: string; search?: string }, now: Date = new Date()) {
  const days = HISTORY_PERIODS[(query.period ?? 'all') as HistoryPeriod];
  const since = days ? new Date(now.getTime() - days * DAY_MS) : undefined;
  const rows = await inOffice(ctx, (trx) => listSimulations(trx, readerOf(ctx), { since, tag: query.tag, search: query.search }));
  return rows.map((row) => simulationSummary(row, actorUserId(ctx.actor)));
}

/** A client's simulations the caller sees, in a transaction; `missing` is thrown for a client the office does not have. */
export async function seenClientRows(trx: ScopedTransaction, ctx: OfficeContext, clientId: string, missing: () => Error = simulationNotFound): Promise<SimulationRow[]> {
  if (!(await clientExists(trx, clientId))) throw missing();
  return listSimulations(trx, readerOf(ctx), { clientId });
}

/** A client's simulations the caller sees (404 for a client the office does not have). */
export async function clientSimulations(ctx: OfficeContext, clientId: string) {
  const rows = await inOffice(ctx, (trx) => seenClientRows(trx, ctx, clientId));
  return rows.map((row) => simulationSummary(row, actorUserId(ctx.actor)));
}
