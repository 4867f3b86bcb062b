import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../engine/i18n/languages';
import { changeLanguage } from '../../i18n/i18n';

/** The languages the office offers, as a switch on the public form (shown when it offers more than one). */
export function PublicFormLanguages({ languages }: { languages: readonly Language[] }) {
  const { t, i18n } = useTranslation('publicForm');
  if (languages.length < 2) return null;
  const current = isLanguage(i18n.language) ? i18n.language : 'he';
  return (
    <div role="group" aria-label={t('language')} data-testid="public-form-language">
      <Segmented<Language>
        size="small"
        value={current}
        onChange={(language) => void changeLanguage(language)}
        options={languages.map((language) => ({ value: language, label: <span lang={language}>{t(`languages.${language}`, { ns: 'common' })}</span> }))}
      />
    </div>
  );
}
