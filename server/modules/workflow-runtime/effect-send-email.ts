import type { SendEmailEffect } from '../../../engine/workflows/workflow-effects';
import { stageName } from '../../../engine/workflows/transition-messages';
import { isUuid } from '../../tenancy/tenant-queries';
import { recordLink, type EffectScope } from './effect-scope';
import { workflowMail } from './workflow-mail';
import { activeMembersWithRole, clientContact, clientOfRun, memberEmail } from './workflow-runtime.queries';

// Who a mail goes to: the record's client, the member who acted, or every active member holding a role.
async function recipientsOf(scope: EffectScope, effect: SendEmailEffect): Promise<string[]> {
  if (effect.to === 'client') {
    // A record's client, or for a client's (a document's) workflow run the client it is (it is filed with).
    const clientId = scope.record.client_id ?? (await clientOfRun(scope.trx, scope.record));
    const client = clientId ? await clientContact(scope.trx, clientId) : undefined;
    return client?.email ? [client.email] : [];
  }
  if (effect.to === 'actor' || effect.to === '$actor') {
    const email = isUuid(effect.by) ? await memberEmail(scope.trx, effect.by) : undefined;
    return email ? [email] : [];
  }
  return (await activeMembersWithRole(scope.trx, effect.to)).map((member) => member.email);
}

/** send_email: the template's mail (or the generic one) to each recipient, sent once the transaction commits. */
export async function sendEmail(scope: EffectScope, effect: SendEmailEffect): Promise<Record<string, unknown>> {
  const recipients = [...new Set(await recipientsOf(scope, effect))];
  const facts = { ctx: scope.ctx, collection: scope.collection, title: scope.record.title ?? scope.record.number, stage: stageName(scope.definition, scope.record.stage ?? ''), link: recordLink(scope) };
  let usedTemplate: 'template' | 'generic' = 'generic';
  for (const to of recipients) {
    const made = workflowMail(effect.template, to, facts);
    usedTemplate = made.usedTemplate;
    scope.mails.push(made.mail);
  }
  return { outcome: recipients.length > 0 ? 'queued' : 'no-recipient', template: effect.template, to: effect.to, recipients: recipients.length, content: usedTemplate };
}
