import { randomUUID } from 'node:crypto';
import type { LocalizedText, SimulationTemplate } from '../../../engine/generated/config-types';
import type { Language } from '../../../engine/i18n/languages';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorRole, actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import { runSimulation } from './simulation-run';
import { templateNotFound, templateNotYours } from './simulation-templates.messages';
import { deleteSavedTemplate, insertSavedTemplate, listSavedTemplates, readSavedTemplate, type SavedTemplateRow } from './simulation-templates.queries';
import { SIMULATION_TEMPLATE_AUDIT_EVENTS, type SimulationKind } from './simulations-paths';

/** A template the screens list, in the caller's language. */
export interface TemplateView {
  id: string;
  source: 'office-type' | 'office';
  name: string;
  description: string | null;
  category: SimulationTemplate['category'];
  kind: SimulationKind;
  inputs: Record<string, unknown>;
  authorName: string | null;
  canDelete: boolean;
}

export interface TemplateWrite {
  name: string;
  description?: string;
  category: SimulationTemplate['category'];
  kind: SimulationKind;
  inputs: Record<string, unknown>;
}

// A text in the caller's language, else in the first language the office type wrote it in.
const worded = (text: LocalizedText, language: Language): string => text[language] ?? Object.values(text).find((value) => typeof value === 'string') ?? '';

const mayDelete = (ctx: OfficeContext, row: Pick<SavedTemplateRow, 'created_by'>): boolean => actorRole(ctx.actor) === 'admin' || (row.created_by !== null && row.created_by === actorUserId(ctx.actor));

function savedView(ctx: OfficeContext, row: SavedTemplateRow): TemplateView {
  return {
    id: row.id,
    source: 'office',
    name: row.name,
    description: row.description,
    category: row.category as SimulationTemplate['category'],
    kind: row.kind as SimulationKind,
    inputs: row.inputs,
    authorName: row.author_name,
    canDelete: mayDelete(ctx, row),
  };
}

/** The office type's templates (read only), in the caller's language. */
function declaredViews(ctx: OfficeContext): TemplateView[] {
  return (ctx.office.simulations?.templates ?? []).map((template) => ({
    id: template.id,
    source: 'office-type',
    name: worded(template.name, ctx.language),
    description: template.description ? worded(template.description, ctx.language) : null,
    category: template.category,
    kind: template.kind,
    inputs: template.inputs as Record<string, unknown>,
    authorName: null,
    canDelete: false,
  }));
}

/** The templates: the office type's, then the ones the office saved, oldest first. */
export async function simulationTemplates(ctx: OfficeContext): Promise<TemplateView[]> {
  const saved = await inOffice(ctx, (trx) => listSavedTemplates(trx));
  return [...declaredViews(ctx), ...saved.map((row) => savedView(ctx, row))];
}

const audited = (row: Pick<SavedTemplateRow, 'name' | 'description' | 'category' | 'kind' | 'inputs'>) => ({ name: row.name, description: row.description, category: row.category, kind: row.kind, inputs: row.inputs });

/** Saves a template for the office once its inputs run for its kind (400 with spec 2 §5's messages otherwise). Audited. */
export async function createSimulationTemplate(ctx: OfficeContext, body: TemplateWrite): Promise<TemplateView> {
  runSimulation(body.kind, body.inputs);
  const id = randomUUID();
  const row = await inOffice(ctx, async (trx) => {
    await insertSavedTemplate(trx, {
      tenant_id: ctx.tenant.id,
      id,
      name: body.name.trim() || body.name,
      description: body.description?.trim() || null,
      category: body.category,
      kind: body.kind,
      inputs: JSON.stringify(body.inputs),
      created_by: actorUserId(ctx.actor),
    });
    const stored = (await readSavedTemplate(trx, id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIMULATION_TEMPLATE_AUDIT_EVENTS.created, serviceName: 'simulations', entityType: 'simulation_template', entityId: id, after: audited(stored), success: true });
    return stored;
  });
  return savedView(ctx, row);
}

/** Deletes a template the office saved (its author or an admin); the row stays for the audit trail. Audited. */
export async function deleteSimulationTemplate(ctx: OfficeContext, id: string): Promise<{ id: string }> {
  await inOffice(ctx, async (trx) => {
    const before = await readSavedTemplate(trx, id, true);
    if (!before) throw templateNotFound();
    if (!mayDelete(ctx, before)) throw templateNotYours();
    await deleteSavedTemplate(trx, id);
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIMULATION_TEMPLATE_AUDIT_EVENTS.deleted, serviceName: 'simulations', entityType: 'simulation_template', entityId: id, before: audited(before), success: true });
  });
  return { id };
}
