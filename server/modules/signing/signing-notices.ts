import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { officeWordFiller } from '../../plugins/office-words';
import { notifyMembers, type NotificationTexts } from '../notifications/notify-members';
import type { ParticipantRow, WorkflowRow } from './signing-store.queries';

const EXPIRED = {
  title: { he: 'קישור לחתימה פג', en: 'A signing link expired', es: 'Un enlace de firma caducó' },
  message: {
    he: 'הקישור של {who} ל{{document}} "{name}" פג לפני שפעל/ה. אפשר לשלוח קישור חדש.',
    en: 'The link of {who} to the {{document}} "{name}" expired before they acted. You can send a new link.',
    es: 'El enlace de {who} para el {{document}} "{name}" caducó antes de que actuara. Puede enviar un enlace nuevo.',
  },
} as const satisfies Record<string, NotificationTexts>;

/** The path of a workflow's screen in the web app. */
export const workflowScreenPath = (workflowId: string): string => `/documents/workflows/${workflowId}`;

/** Tells the workflow's sender (a notification, pushed to their open browsers) that a participant's link expired. */
export async function tellSenderOfExpiry(trx: ScopedTransaction, ctx: OfficeContext, workflow: WorkflowRow, participant: ParticipantRow | undefined): Promise<void> {
  if (!workflow.created_by || !participant) return;
  const fill = officeWordFiller(ctx.office);
  const values: Record<string, string> = { who: participant.name, name: workflow.name };
  const texts = (messages: NotificationTexts): NotificationTexts =>
    Object.fromEntries(Object.entries(messages).map(([language, text]) => [language, fill(text, language as keyof NotificationTexts).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)])) as NotificationTexts;
  await notifyMembers(trx, ctx, { userIds: [workflow.created_by], severity: 'warning', kind: 'signing_link_expired', title: texts(EXPIRED.title), message: texts(EXPIRED.message), link: workflowScreenPath(workflow.id) });
}
