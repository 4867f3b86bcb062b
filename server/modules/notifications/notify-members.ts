import type { Language } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';

/** A text in every language the server speaks, as a notification keeps its title and message. */
export type NotificationTexts = Record<Language, string>;

/** The severities of spec 1 §9. */
export type NotificationSeverity = 'success' | 'error' | 'warning' | 'info';

/** What to tell some members of the office. */
export interface MemberNotice {
  userIds: readonly string[];
  severity?: NotificationSeverity;
  /** What happened, as a short key (task_assigned, approval_requested…): the browser may pick an icon by it. */
  kind: string;
  title?: NotificationTexts | null;
  message: NotificationTexts;
  /** Where the notification leads in the web app: a path of it (starting with /). */
  link?: string | null;
  recordId?: string | null;
}

/**
 * Writes one notification for each member named (once each), inside the caller's transaction, so it exists exactly
 * when the change that caused it does; the database then tells every server process (migration 023), which pushes it
 * to the member's open browsers. Answers the new notifications' ids.
 */
export async function notifyMembers(trx: ScopedTransaction, ctx: OfficeContext, notice: MemberNotice): Promise<string[]> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return [];
  const rows = await trx
    .insertInto('notifications')
    .values(
      userIds.map((userId) => ({
        tenant_id: ctx.tenant.id,
        user_id: userId,
        severity: notice.severity ?? 'info',
        kind: notice.kind,
        title: notice.title ? JSON.stringify(notice.title) : null,
        message: JSON.stringify(notice.message),
        link: notice.link ?? null,
        record_id: notice.recordId ?? null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
