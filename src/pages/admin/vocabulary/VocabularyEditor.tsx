import { Badge, Col, Flex, Row, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../../engine/i18n/languages';
import { messagesUnder } from '../section-parts/field-errors';
import { NavigationPreview } from '../section-parts/NavigationPreview';
import { officeLanguages } from '../section-parts/office-languages';
import { SaveBar } from '../section-parts/SaveBar';
import type { LoadedSection } from '../section-parts/SectionFrame';
import type { OfficeSettingsState } from '../office-settings/use-office-settings';
import { TermFields } from './TermFields';
import { useOfficeTypeTerms } from './use-office-type-terms';
import { configWithDraft, draftFrom, draftProblems, termSlots, withVocabulary, wordsOf, type VocabularyDraft } from './vocabulary-draft';

const sameDraft = (a: VocabularyDraft, b: VocabularyDraft) =>
  JSON.stringify(a, (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value)) === JSON.stringify(b, (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** The vocabulary form, one tab per language the office offers, with the menus as the draft would make them. */
export function VocabularyEditor({ config, settings, state }: LoadedSection & { state: OfficeSettingsState }) {
  const { t, i18n } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const languages = useMemo(() => officeLanguages(config), [config]);
  const saved = useMemo(() => draftFrom(config.terminology, languages), [config.terminology, languages]);
  const [draft, setDraft] = useState<VocabularyDraft>(saved);
  const { terminology: defaults } = useOfficeTypeTerms(settings.officeType);
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const hasProblems = Object.keys(problems).length > 0;
  const isDirty = !sameDraft(draft, saved);
  const preview = useMemo(() => configWithDraft(config, draft, defaults), [config, defaults, draft]);
  const readerLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'he';
  const readerWords = useMemo(() => wordsOf(config.terminology, readerLanguage), [config.terminology, readerLanguage]);

  const onChange = (language: Language, key: string, value: string) => setDraft((current) => ({ ...current, [language]: { ...current[language], [key]: value } }));
  const onSave = () => {
    // Without the office type's words the override cannot tell what changed; the save waits for them.
    if (!defaults) return;
    void state.save((overrides) => withVocabulary(overrides, draft, defaults, config.terminology));
  };

  return (
    <Flex vertical gap={16} data-testid="vocabulary-section">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('vocabulary.intro')}
      </Typography.Paragraph>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <Tabs
            defaultActiveKey={languages.find((language) => language === i18n.language) ?? languages[0]}
            items={languages.map((language) => {
              const count = Object.keys(problems[language] ?? {}).length + messagesUnder(state.fieldErrors, `terminology.${language}`).length;
              return {
                key: language,
                label: (
                  <Badge count={count} size="small" offset={[8, 0]}>
                    <span lang={language}>{common(`languages.${language}`)}</span>
                  </Badge>
                ),
                children: (
                  <TermFields
                    language={language}
                    slots={termSlots(config.terminology, language)}
                    words={draft[language] ?? {}}
                    officeTypeWords={defaults ? wordsOf(defaults, language) : {}}
                    readerWords={readerWords}
                    fieldErrors={state.fieldErrors}
                    onChange={(key, value) => onChange(language, key, value)}
                  />
                ),
              };
            })}
          />
        </Col>
        <Col xs={24} xl={10}>
          <NavigationPreview config={preview} />
        </Col>
      </Row>
      <SaveBar state={state} isDirty={isDirty} hasProblems={hasProblems || !defaults} onSave={onSave} onCancel={() => setDraft(saved)} />
    </Flex>
  );
}
