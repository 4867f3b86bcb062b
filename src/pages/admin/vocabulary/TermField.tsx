import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../engine/i18n/languages';
import { LanguageInput } from '../section-parts/LanguageInput';
import type { CustomTermName } from './custom-term-name';
import { TERM_MAX_LENGTH, termProblem } from './term-rules';
import type { TermSlot } from './vocabulary-draft';

interface TermFieldProps {
  language: Language;
  slot: TermSlot;
  value: string;
  /** The office type's word, shown when the office's own is cleared. */
  officeTypeWord: string | undefined;
  serverError: string | undefined;
  isRequired: boolean;
  /** For one of the office's own terms: its current word in the reader's language, and what it is. */
  customName?: CustomTermName | undefined;
  onChange(value: string): void;
}

/** One word of the vocabulary: the office's word, the office type's word beside it when they differ, and its problem. */
export function TermField({ language, slot, value, officeTypeWord, serverError, isRequired, customName, onChange }: TermFieldProps) {
  const { t } = useTranslation('admin');
  const problem = termProblem(slot.key, value);
  const help = problem ? t(`vocabulary.problems.${problem}`, { max: TERM_MAX_LENGTH }) : serverError;
  const differs = officeTypeWord !== undefined && value.trim() !== officeTypeWord;
  // A standard word says what it names; one of the office's own words shows its current word and what it is.
  const description = customName ? (
    <span data-testid={`term-name-${language}-${slot.key}`}>
      <bdi>{customName.word}</bdi>{' '}
      <Typography.Text type="secondary">
        {customName.pluralOf ? t('vocabulary.customPlural', { word: customName.pluralOf }) : t('vocabulary.customOwn')}
      </Typography.Text>
    </span>
  ) : (
    t(`vocabulary.keys.${slot.key}`)
  );
  return (
    <Form.Item
      required={isRequired}
      validateStatus={help ? 'error' : undefined}
      help={help}
      htmlFor={`term-${language}-${slot.key}`}
      label={
        <span>
          {description}{' '}
          <Typography.Text type="secondary" code dir="ltr">
            {slot.key}
          </Typography.Text>
        </span>
      }
      extra={
        differs ? (
          <span>
            {t('vocabulary.officeTypeWord', { word: officeTypeWord })}{' '}
            <Button type="link" size="small" onClick={() => onChange(officeTypeWord)} data-testid={`term-reset-${language}-${slot.key}`}>
              {t('vocabulary.reset')}
            </Button>
          </span>
        ) : undefined
      }
      style={{ marginBottom: 12 }}
    >
      <LanguageInput
        id={`term-${language}-${slot.key}`}
        data-testid={`term-${language}-${slot.key}`}
        language={language}
        value={value}
        placeholder={officeTypeWord}
        maxLength={TERM_MAX_LENGTH + 1}
        allowClear
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}
