import type { LocalizedText } from '../../../engine/generated/config-types';
import { notifyMembers, type NotificationSeverity, type NotificationTexts } from '../notifications/notify-members';
import type { EffectScope } from './effect-scope';
import { recordLink } from './effect-scope';

/** What a notification says: its kind, its message (and title) in every language, and how serious it is. */
export interface NotificationContent {
  kind: string;
  message: LocalizedText;
  title?: LocalizedText;
  severity?: NotificationSeverity;
}

// A text the JSON gives in Hebrew and English only reads the English in Spanish.
const texts = (text: LocalizedText): NotificationTexts => ({ he: text.he, en: text.en, es: text.es ?? text.en });

/** Notifies each of the users about the scope's record, linking to its page, in the scope's transaction. */
export async function notifyUsers(scope: Pick<EffectScope, 'trx' | 'ctx' | 'collection' | 'record'>, userIds: readonly string[], content: NotificationContent): Promise<void> {
  await notifyMembers(scope.trx, scope.ctx, {
    userIds,
    kind: content.kind,
    message: texts(content.message),
    title: content.title ? texts(content.title) : null,
    severity: content.severity ?? 'info',
    link: recordLink(scope),
    recordId: scope.record.id,
  });
}
