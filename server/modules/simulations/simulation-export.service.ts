import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorRole, actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import { exportModel } from './simulation-export-model';
import { simulationPdf } from './simulation-export-pdf';
import { simulationWorkbook } from './simulation-export-sheet';
import { simulationNotFound } from './simulations.messages';
import { readSimulation } from './simulations.queries';
import { SIMULATION_AUDIT_EVENTS } from './simulations-paths';

/** The formats a simulation is exported in. */
export const SIMULATION_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;

/** A format a simulation is exported in. */
export type SimulationExportFormat = (typeof SIMULATION_EXPORT_FORMATS)[number];

/** An exported simulation: its bytes, its type and its name. */
export interface SimulationFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<SimulationExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file's name: the simulation's own, without what a file name cannot hold, and the day. */
function fileNameOf(name: string, now: Date, format: SimulationExportFormat): string {
  const base = name.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'simulation';
  return `${base} ${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * A simulation the caller sees (404 otherwise, as its read), as a PDF or a workbook in the caller's language. The
 * export is a read of personal data leaving the office: audited (simulation.exported) with its format.
 */
export async function exportSimulation(ctx: OfficeContext, id: string, format: SimulationExportFormat, now = new Date()): Promise<SimulationFile> {
  const reader = { userId: actorUserId(ctx.actor), seesAll: actorRole(ctx.actor) === 'admin' };
  const row = await inOffice(ctx, (trx) => readSimulation(trx, reader, id));
  if (!row) throw simulationNotFound();
  const model = exportModel(ctx, row, ctx.language, now);
  const data = format === 'pdf' ? await simulationPdf(model, { createdAt: now }) : await simulationWorkbook(model);
  // Audited once the file is made, as it leaves.
  const after = { format, language: ctx.language, name: row.name, clientId: row.client_id };
  await inOffice(ctx, (trx) => writeAudit(trx, auditActorOf(ctx), { eventType: SIMULATION_AUDIT_EVENTS.exported, serviceName: 'simulations', entityType: 'simulation', entityId: id, after, success: true }));
  return { data, contentType: CONTENT_TYPES[format], fileName: fileNameOf(row.name, now, format) };
}
