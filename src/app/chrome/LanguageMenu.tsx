import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../engine/i18n/languages';
import { changeLanguage } from '../../i18n/i18n';
import { useOffice } from '../office/office-context';
import { api, authStore } from '../session';

/** The languages offered here: Hebrew and English always, Spanish where the office lists it (decision 3). */
export function useOfferedLanguages(): Language[] {
  const { office } = useOffice();
  const listed = office?.localization.languages ?? [];
  return ['he', 'en', ...(listed.includes('es') ? (['es'] as const) : [])];
}

/** Switches the language, and saves it as a signed-in user's preference. */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (authStore.getSnapshot().phase === 'signed-in') {
    api.put('/users/preferences', { language }).catch((error: unknown) => console.warn('Could not save the language preference', error));
  }
}

/** The language menu of the headers. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const languages = useOfferedLanguages();
  const current = isLanguage(i18n.language) ? i18n.language : 'he';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((language) => ({ key: language, label: <span lang={language}>{t(`languages.${language}`)}</span> })),
        onClick: ({ key }) => void chooseLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language')} data-testid="language-menu">
        <span lang={current}>{t(`languages.${current}`)}</span>
      </Button>
    </Dropdown>
  );
}
