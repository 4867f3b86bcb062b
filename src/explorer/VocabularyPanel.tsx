import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Terms } from '../../engine/generated/config-types';
import type { Language } from '../../engine/i18n/languages';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';

/** The office's vocabulary in every language it offers, key by key. */
export function VocabularyPanel({ config }: { config: OfficeConfiguration }) {
  const { t } = useTranslation('explorer');
  const languages = config.localization.languages as Language[];
  const termsOf = (language: Language) => (config.terminology[language] ?? {}) as Terms;
  const keys = [...new Set(languages.flatMap((language) => Object.keys(termsOf(language)).filter((key) => key !== 'customTerms')))];
  const customKeys = [...new Set(languages.flatMap((language) => Object.keys(termsOf(language).customTerms ?? {})))];
  const rows = [
    ...keys.map((key) => ({ key, ...Object.fromEntries(languages.map((language) => [language, (termsOf(language) as unknown as Record<string, string>)[key]])) })),
    ...customKeys.map((key) => ({ key, ...Object.fromEntries(languages.map((language) => [language, termsOf(language).customTerms?.[key]])) })),
  ];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: t('vocabulary.key'), dataIndex: 'key', render: (key: string) => <code dir="ltr">{key}</code> },
        ...languages.map((language) => ({ title: language.toUpperCase(), dataIndex: language, render: (term: string) => <span lang={language} dir="auto">{term}</span> })),
      ]}
    />
  );
}
