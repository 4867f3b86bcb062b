import type { SchemaView } from '../../http/schema-types';
import type { NotificationRow } from './notifications.queries';
import type { notificationSchema } from './notifications.schemas';
import type { NotificationTexts } from './notify-members';

/** A notification as the API answers it: the shape of its response schema. */
export type NotificationView = SchemaView<typeof notificationSchema>;

/** The API's view of a notification read by the queries. */
export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    severity: row.severity as NotificationView['severity'],
    kind: row.kind,
    title: (row.title as NotificationTexts | null) ?? null,
    message: row.message as NotificationTexts,
    link: row.link,
    recordId: row.record_id,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
