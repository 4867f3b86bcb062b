import type { Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import heIL from 'antd/es/locale/he_IL';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { explorerStrings } from '../src/i18n/explorer-strings';

void i18next.use(initReactI18next).init({
  lng: 'he',
  fallbackLng: ['he', 'en'],
  resources: { he: { explorer: explorerStrings.he }, en: { explorer: explorerStrings.en }, es: { explorer: explorerStrings.es } },
  defaultNS: 'explorer',
  interpolation: { escapeValue: false },
});

/** Every story renders in the chosen language and its direction: Hebrew (right to left) by default. */
const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [{ value: 'he', title: 'עברית' }, { value: 'en', title: 'English' }], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'he' },
  decorators: [
    (Story, context) => {
      const language = context.globals.language === 'en' ? 'en' : 'he';
      if (i18next.language !== language) void i18next.changeLanguage(language);
      return (
        <I18nextProvider i18n={i18next}>
          <ConfigProvider direction={language === 'he' ? 'rtl' : 'ltr'} locale={language === 'he' ? heIL : enUS}>
            <div dir={language === 'he' ? 'rtl' : 'ltr'} lang={language} style={{ padding: 16 }}>
              <Story />
            </div>
          </ConfigProvider>
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
