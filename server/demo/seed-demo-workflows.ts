import type { ResolvedCollection } from '../../engine/modules/record-collections';
import { pathTo, stageById } from '../../engine/workflows/conformance-kit';
import type { OfficeContext } from '../context/office-context';
import type { RecordView } from '../modules/records/record.view';
import { decideIn, transitionIn, type WorkflowChangeResult } from '../modules/workflow-runtime/record-transition.service';
import { HttpError } from '../plugins/errors';
import type { DemoOffice } from './demo-clients';
import { demoRandom } from './demo-random';
import { demoStageInputs } from './demo-stage-inputs';

/** A record that stopped short of the stage the demo meant for it, and why. */
export interface StalledMove {
  module: string;
  to: string;
  reason: string;
}

/** Who made a kind of move last (by from and to stage), asked first next time; or the refusal when no demo member may. */
type MoveMemory = Map<string, OfficeContext | { refusal: unknown }>;

// Tries the move as each member in turn, the one who made this kind of move last first: one whose role may not
// make it (403) hands it to the next. Remembers who could, or that no one could, so a refusal is not asked again.
async function asFirstAllowed(members: readonly OfficeContext[], memory: MoveMemory, kind: string, act: (ctx: OfficeContext) => Promise<WorkflowChangeResult>): Promise<WorkflowChangeResult> {
  const known = memory.get(kind);
  if (known && 'refusal' in known) throw known.refusal;
  let refusal: unknown;
  for (const ctx of known ? [known, ...members.filter((member) => member !== known)] : members) {
    try {
      const result = await act(ctx);
      memory.set(kind, ctx);
      return result;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 403)) throw error;
      refusal = error;
    }
  }
  memory.set(kind, { refusal });
  throw refusal;
}

/**
 * Moves a collection's new demo records (a module's, or clients' workflow runs) along their workflow so that its board shows records in every stage:
 * record i is meant for stage i of the graph (the initial stage included), reached by the shortest path, each move
 * made through the workflow runtime by the first demo member whose roles allow it, with the inputs the stage
 * requires; a move that needs approval is asked for and then approved by a member who may approve, and where no
 * demo member may, the record waits for approval where it is. Answers the records as they end, and the moves that
 * failed.
 */
export async function moveDemoRecords(office: DemoOffice, members: readonly OfficeContext[], collection: ResolvedCollection, records: readonly RecordView[], now: Date): Promise<{ records: RecordView[]; stalled: StalledMove[] }> {
  const definition = collection.workflow;
  if (!definition) return { records: [...records], stalled: [] };
  const moved: RecordView[] = [];
  const random = demoRandom(`lishka-demo-moves:${office.slug}:${collection.ownerId}`);
  const stalled: StalledMove[] = [];
  const memory: MoveMemory = new Map();
  const stages = definition.stages.map((stage) => stage.id);
  for (const [index, created] of records.entries()) {
    // A record the runtime did not start (no stage) has no course to move along.
    const path = created.stage === null ? [] : (pathTo(definition, stages[index % stages.length]!) ?? []);
    let record = created;
    for (const to of path.slice(1)) {
      const inputs = demoStageInputs(stageById(definition, to), record.data, random, now, office.language);
      try {
        const kind = `${record.stage}>${to}`;
        const result = await asFirstAllowed(members, memory, kind, (ctx) => transitionIn(ctx, collection, record.id, { to, inputs, version: record.version }));
        record = result.record;
        if (result.outcome === 'requested') {
          const asked = result.record;
          const decided = await asFirstAllowed(members, memory, `approve:${kind}`, (ctx) => decideIn(ctx, collection, asked.id, { decision: 'approve', version: asked.version })).catch((error: unknown) => {
            // No demo member may approve this move: the record waits for an approver, as it would in the office.
            if (error instanceof HttpError && error.status === 403) return undefined;
            throw error;
          });
          if (!decided) break;
          record = decided.record;
        }
      } catch (error) {
        stalled.push({ module: collection.moduleId, to, reason: error instanceof Error ? error.message : String(error) });
        break;
      }
    }
    moved.push(record);
  }
  return { records: moved, stalled };
}
