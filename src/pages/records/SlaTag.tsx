import { useTranslation } from 'react-i18next';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import type { SlaState } from './record-column-values';
import { relativeHours } from './relative-hours';

/** A stage's SLA: the time left in the warning colour near the end, in red once passed. */
export function SlaTag({ sla }: { sla: SlaState | undefined }) {
  const { t, i18n } = useTranslation('records');
  if (!sla) return null;
  const time = relativeHours(sla.hoursLeft, i18n.language);
  const color = sla.isBreached ? 'red' : sla.hoursLeft < 24 ? 'orange' : 'green';
  return (
    <ReadableTag color={color} data-testid="sla-tag" data-breached={sla.isBreached}>
      {t(sla.isBreached ? 'sla.overdue' : 'sla.dueIn', { time })}
    </ReadableTag>
  );
}
