// Set-up of the jsdom test project: what antd needs from a browser that jsdom lacks, and i18next in Hebrew.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { drawWithoutStyles } from '../app/theme/style-injection';
import { initI18n } from '../i18n/i18n';
import { addLanguagePack } from '../i18n/language-packs';
import { englishPack } from '../i18n/packs/en';
import { spanishPack } from '../i18n/packs/es';
import { registerStrings } from '../i18n/load-namespaces';
import { explorerStrings } from '../i18n/explorer-strings';
import { dashboardStrings } from '../i18n/locales/dashboard';
import { profileStrings } from '../i18n/locales/profile';
import { settingsStrings } from '../i18n/locales/settings';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

drawWithoutStyles();
// Wait for conditions as long as a busy machine needs: Testing Library's default of one second is not enough for
// antd's first render and its form validation when other work shares the two cores.
configure({ asyncUtilTimeout: 15_000 });

localStorage.setItem('lishka.language', 'he');
// Every language at hand, as the app has it once chosen: tests switch with i18next.changeLanguage directly.
addLanguagePack(englishPack);
addLanguagePack(spanishPack);
await initI18n();
// Pages load these with their chunk; component tests render the pages directly.
registerStrings('profile', profileStrings);
registerStrings('settings', settingsStrings);
registerStrings('explorer', explorerStrings);
registerStrings('dashboard', dashboardStrings);

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18next.language !== 'he') await i18next.changeLanguage('he');
});
