import { useTranslation } from 'react-i18next';
import { leadTemperature } from '../../../../engine/clients';
import { ReadableTag } from '../../../app/chrome/ReadableTag';

const TEMPERATURE_COLOURS = { hot: 'red', warm: 'orange', cold: 'blue' } as const;

/** A lead's score with its temperature (hot from 80, warm from 50, else cold), coloured by it. */
export function LeadScoreTag({ score }: { score: number }) {
  const { t } = useTranslation('clients');
  const temperature = leadTemperature(score);
  return (
    <ReadableTag color={TEMPERATURE_COLOURS[temperature]} data-testid="lead-score" style={{ marginInlineEnd: 0 }}>
      <bdi>{score}</bdi> · {t(`temperature.${temperature}`)}
    </ReadableTag>
  );
}
