import { GlobalOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../engine/i18n/languages';
import { offeredLanguages } from '../../../engine/i18n/offered-languages';
import { changeLanguage } from '../../i18n/i18n';
import { useOffice } from '../office/office-context';
import { markLanguageChosen } from '../preferences/chosen-here';
import { saveQuickPreference } from '../preferences/save-preference';

/** The languages offered here: Hebrew and English always, Spanish where the office lists it (decision 3). */
export function useOfferedLanguages(): Language[] {
  const { office } = useOffice();
  return offeredLanguages(office?.localization);
}

/** Switches the language, and saves it as a signed-in user's preference. */
export async function chooseLanguage(language: Language): Promise<void> {
  markLanguageChosen();
  await changeLanguage(language);
  await saveQuickPreference({ language });
}

/**
 * The language menu of the headers: a popover of buttons rather than antd's Dropdown, whose Menu would add
 * about 25 kB gzip to every page, the login page included.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const languages = useOfferedLanguages();
  const [isOpen, setOpen] = useState(false);
  const current = isLanguage(i18n.language) ? i18n.language : 'he';
  const choose = (language: Language) => {
    setOpen(false);
    void chooseLanguage(language);
  };
  const menu = (
    <div role="menu" aria-label={t('language')} style={{ display: 'flex', flexDirection: 'column', minWidth: 120 }}>
      {languages.map((language) => (
        <Button key={language} type={language === current ? 'primary' : 'text'} ghost={language === current} role="menuitem" aria-current={language === current ? 'true' : undefined} lang={language} onClick={() => choose(language)} style={{ justifyContent: 'flex-start' }}>
          {t(`languages.${language}`)}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover content={menu} trigger="click" open={isOpen} onOpenChange={setOpen} placement="bottom" arrow={false}>
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language')} aria-haspopup="menu" aria-expanded={isOpen} data-testid="language-menu">
        <span lang={current} className="language-menu__label">{t(`languages.${current}`)}</span>
      </Button>
    </Popover>
  );
}
