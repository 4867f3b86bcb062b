import { Tooltip, Typography } from 'antd';
import { useAuditEventName } from './use-audit-event-name';

// A code reads left to right inside Hebrew text.
const CODE_STYLE = { direction: 'ltr', unicodeBidi: 'isolate', fontFamily: 'monospace', fontSize: 11 } as const;

/**
 * An audit event's name in the user's language, its code kept in second place: small after the name (`showCode`, for
 * the admins' audit screen) or on hover. A code without a name shows as the code.
 */
export function AuditEventName({ eventType, showCode = false }: { eventType: string; showCode?: boolean }) {
  const nameOf = useAuditEventName();
  const name = nameOf(eventType);
  if (!name) {
    return (
      <bdi dir="ltr" style={CODE_STYLE} data-testid="audit-event-code">
        {eventType}
      </bdi>
    );
  }
  if (!showCode) {
    return (
      <Tooltip title={<bdi dir="ltr">{eventType}</bdi>}>
        <span data-testid="audit-event-name" data-event-type={eventType}>
          {name}
        </span>
      </Tooltip>
    );
  }
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 6, alignItems: 'baseline' }}>
      <span data-testid="audit-event-name" data-event-type={eventType}>
        {name}
      </span>
      <Typography.Text type="secondary">
        <bdi dir="ltr" style={CODE_STYLE} data-testid="audit-event-code">
          {eventType}
        </bdi>
      </Typography.Text>
    </span>
  );
}
