import type { Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { configure } from 'storybook/test';
import { OfficeContext, type OfficeContextValue } from '../src/app/office/office-context';
import { AppConfigProvider } from '../src/app/theme/AppConfigProvider';
import { setThemePreference, themePreference } from '../src/app/theme/theme-mode-store';
import { explorerStrings } from '../src/i18n/explorer-strings';
import { NAMESPACES } from '../src/i18n/locales';
import { registerStrings } from '../src/i18n/load-namespaces';
import { officeWordHandler } from '../src/i18n/office-words';
import { StoryFrame } from './StoryFrame';

void i18next.use(initReactI18next).init({
  lng: 'he',
  fallbackLng: ['he', 'en'],
  resources: {},
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // As in the app (src/i18n/i18n.ts): a noun a text names ({{deals}}) comes from the office's vocabulary.
  missingInterpolationHandler: officeWordHandler(i18next),
  // A missing string is a defect a story should show: it is logged, and the key's last segment is drawn.
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => console.warn(`Missing translation ${namespace}:${key}`),
  parseMissingKeyHandler: (key) => key.split('.').at(-1) ?? key,
});
for (const [namespace, strings] of Object.entries({ ...NAMESPACES, explorer: explorerStrings })) registerStrings(namespace, strings);

// A story's first render waits for its widgets' code chunks, and the test machines are shared and slow: a play
// function's findBy… and waitFor wait up to 10 s (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 10_000 });

// Outside an office story there is no office: antd takes the default theme, in the story's mode and direction.
const NO_OFFICE: OfficeContextValue = { isLoading: false, retry: () => undefined };

/** Every story renders in the chosen language and its direction (Hebrew, right to left, by default) and theme mode. */
const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [{ value: 'he', title: 'עברית' }, { value: 'en', title: 'English' }], dynamicTitle: true },
    },
    theme: {
      description: 'Theme',
      toolbar: { icon: 'mirror', items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'he', theme: 'light' },
  decorators: [
    (Story, context) => {
      const language = context.globals.language === 'en' ? 'en' : 'he';
      const mode = context.globals.theme === 'dark' ? 'dark' : 'light';
      if (i18next.language !== language) void i18next.changeLanguage(language);
      if (themePreference() !== mode) setThemePreference(mode);
      // antd's pop-ups render under <body>: the document carries the direction too.
      document.documentElement.lang = language;
      document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
      return (
        <I18nextProvider i18n={i18next}>
          <OfficeContext.Provider value={NO_OFFICE}>
            <AppConfigProvider>
              <StoryFrame language={language}>
                <Story />
              </StoryFrame>
            </AppConfigProvider>
          </OfficeContext.Provider>
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
