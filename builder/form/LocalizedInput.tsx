import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../engine/generated/config-types';
import type { Language } from '../../engine/i18n/languages';

/** What a localized text box edits: one text per language the office offers. */
export interface LocalizedInputProps {
  label: string;
  value: LocalizedText | undefined;
  languages: readonly Language[];
  /** Called with the new text, or undefined when every language is emptied (a label keeps its empty texts). */
  onChange(value: LocalizedText | undefined): void;
  isMultiline?: boolean;
  keepEmpty?: boolean;
  testId: string;
}

/** A text in every language the office offers, each box written in its language's direction. */
export function LocalizedInput({ label, value, languages, onChange, isMultiline, keepEmpty, testId }: LocalizedInputProps) {
  const { t } = useTranslation('formBuilder');
  const change = (language: Language, text: string) => {
    const next: Record<string, string> = { ...value };
    if (text) next[language] = text;
    else delete next[language];
    onChange(Object.keys(next).length || keepEmpty ? (next as unknown as LocalizedText) : undefined);
  };
  return (
    <Form.Item label={label} data-testid={testId} style={{ marginBottom: 12 }}>
      {languages.map((language) => {
        const props = {
          value: value?.[language] ?? '',
          lang: language,
          dir: language === 'he' ? 'rtl' : 'ltr',
          'aria-label': `${label} (${t(`languages.${language}`)})`,
          'data-testid': `${testId}-${language}`,
          onChange: (event: { target: { value: string } }) => change(language, event.target.value),
        };
        return (
          <div key={language} style={{ display: 'flex', gap: 6, alignItems: 'flex-start', marginBottom: 4 }}>
            <span style={{ width: 24, paddingTop: 5, fontSize: 12, opacity: 0.7 }} aria-hidden>
              {language.toUpperCase()}
            </span>
            {isMultiline ? <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} {...props} /> : <Input {...props} />}
          </div>
        );
      })}
    </Form.Item>
  );
}
