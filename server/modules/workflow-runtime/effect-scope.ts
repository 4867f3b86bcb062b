import type { WorkflowDefinition } from '../../../engine/generated/config-types';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { OutgoingMail } from '../../mail/mailer';
import type { RecordRow } from '../records/record.view';

/** What a workflow effect is carried out in: the transaction, the office, the record as it stands now, and the mail to send once it commits. */
export interface EffectScope {
  trx: ScopedTransaction;
  ctx: OfficeContext;
  collection: ResolvedCollection;
  definition: WorkflowDefinition;
  /** The record; an effect that changes it puts the changed row here. */
  record: RecordRow;
  /** Mail the effects wrote, sent once the transaction has committed (never from inside it): mailQueueOf(trx). */
  mails: OutgoingMail[];
}

/** The record's page in the office's web app: its module's route and its id (`/matters/<id>`, a client's `/clients/<id>`). */
export function recordLink(scope: Pick<EffectScope, 'ctx' | 'collection' | 'record'>): string | null {
  // A client's run has its client's id, so its module's route leads to the client's page; a document has no page of its own.
  if (scope.collection.subject === 'document') return null;
  const module = scope.ctx.office.features.modules.find((candidate) => candidate.id === scope.collection.ownerId);
  return module ? `${module.route.replace(/\/+$/, '')}/${scope.record.id}` : null;
}
