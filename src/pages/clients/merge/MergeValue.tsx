import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intakeKeyFor } from '../../../../engine/clients';
import { answerText } from '../../../../engine/forms/answer-text';
import { DateTime } from '../../../app/actions/DateTime';
import { useOffice } from '../../../app/office/office-context';
import { useTerm } from '../../../app/office/use-term';
import { describeMergeField, type ValueFormat } from './merge-fields';

interface Words {
  t: TFunction<'clients'>;
  term(key: string): string;
}

// One way to show a value per format; a word not found reads as the stored value.
const RENDER: { [Format in ValueFormat['as']]: (text: string, format: Extract<ValueFormat, { as: Format }>, words: Words) => ReactNode } = {
  text: (text) => <bdi>{text}</bdi>,
  ltr: (text) => <bdi dir="ltr">{text}</bdi>,
  date: (text) => <DateTime value={text} dateOnly />,
  word: (text, format, { t }) => t(`${format.prefix}${text}`, { defaultValue: text }),
  term: (text, _format, { term }) => term(text),
  kind: (text, _format, { t, term }) => (text === 'lead' ? t('detail.sections.lead') : term('client')),
};

/** A value of a merged field as the detail page would show it: a word in the current language, a date, or text kept in its own direction. */
export function MergeValue({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation('clients');
  const { t: common } = useTranslation('common');
  const term = useTerm();
  const { office } = useOffice();
  const form = office && !office.isPublic ? office.forms.clientIntake : undefined;
  // An intake answer, and the source its intake field fills, read as the form labels their options.
  const intakeKey = field.startsWith('intake.') ? field.slice('intake.'.length) : field === 'source' && form ? intakeKeyFor(form, 'source') : undefined;
  const text = answerText(intakeKey ? form : undefined, intakeKey ?? field, value, i18n.language, (flag) => common(flag ? 'yes' : 'no'));
  if (text === '') return <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;
  const format = describeMergeField(field).value;
  const render = RENDER[format.as] as (text: string, format: ValueFormat, words: Words) => ReactNode;
  return <>{render(text, format, { t, term })}</>;
}
