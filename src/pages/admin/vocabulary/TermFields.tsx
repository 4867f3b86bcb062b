import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../api/api-error';
import type { Language } from '../../../../engine/i18n/languages';
import { messageAt } from '../section-parts/field-errors';
import { customTermName } from './custom-term-name';
import { REQUIRED_TERMS } from './term-rules';
import { TermField } from './TermField';
import type { TermSlot, TermWords } from './vocabulary-draft';

interface TermFieldsProps {
  language: Language;
  slots: readonly TermSlot[];
  words: TermWords;
  officeTypeWords: TermWords;
  /** The office's saved words in the reader's language, which name its own terms. */
  readerWords: TermWords;
  fieldErrors: readonly FieldError[];
  onChange(key: string, value: string): void;
}

// The server names a field by its place in the office type: terminology.he.client, terminology.he.customTerms.matter.
const fieldOf = (language: Language, slot: TermSlot) => `terminology.${language}.${slot.isCustom ? 'customTerms.' : ''}${slot.key}`;

/** Every word of one language: the standard ones (required first), then the office's own. */
export function TermFields({ language, slots, words, officeTypeWords, readerWords, fieldErrors, onChange }: TermFieldsProps) {
  const { t } = useTranslation('admin');
  const groups = [
    { id: 'standard', slots: slots.filter((slot) => !slot.isCustom) },
    { id: 'custom', slots: slots.filter((slot) => slot.isCustom) },
  ].filter((group) => group.slots.length > 0);
  return (
    <Form layout="vertical" component="div" data-testid={`terms-${language}`}>
      {groups.map((group) => (
        <section key={group.id} aria-label={t(`vocabulary.groups.${group.id}`)}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t(`vocabulary.groups.${group.id}`)}
          </Typography.Title>
          <Row gutter={16}>
            {group.slots.map((slot) => (
              <Col key={slot.key} xs={24} sm={12}>
                <TermField
                  language={language}
                  slot={slot}
                  value={words[slot.key] ?? ''}
                  officeTypeWord={officeTypeWords[slot.key]}
                  serverError={messageAt(fieldErrors, fieldOf(language, slot))}
                  isRequired={REQUIRED_TERMS.includes(slot.key)}
                  customName={slot.isCustom ? customTermName(slot.key, readerWords, words) : undefined}
                  onChange={(value) => onChange(slot.key, value)}
                />
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </Form>
  );
}
