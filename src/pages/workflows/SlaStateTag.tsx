import { useTranslation } from 'react-i18next';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { relativeHours } from '../records/relative-hours';
import type { RunningRecord } from './running-records-query';

const COLORS: Record<RunningRecord['slaState'], string | undefined> = {
  'on-track': 'green',
  'due-soon': 'orange',
  breached: 'red',
  finished: 'blue',
  none: undefined,
};

/** Where a record stands against its stage's SLA, as the server judged it: on track, due soon, breached, finished or none. */
export function SlaStateTag({ record, now }: { record: Pick<RunningRecord, 'slaState' | 'slaDeadline'>; now: number }) {
  const { t, i18n } = useTranslation('workflows');
  const deadline = record.slaDeadline ? Date.parse(record.slaDeadline) : Number.NaN;
  const time = Number.isNaN(deadline) ? '' : relativeHours((deadline - now) / 3_600_000, i18n.language);
  const color = COLORS[record.slaState];
  return (
    <ReadableTag {...(color ? { color } : {})} data-testid="sla-state" data-state={record.slaState}>
      {t(`sla.${record.slaState}`, { time })}
    </ReadableTag>
  );
}
