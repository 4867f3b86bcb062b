import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import heIL from 'antd/es/locale/he_IL';
import { useTranslation } from 'react-i18next';
import { isRtl, type Language } from '../engine/i18n/languages';
import { OfficeTypeExplorer } from './explorer/OfficeTypeExplorer';

const ANTD_LOCALES = { he: heIL, en: enUS, es: esES };

/** The web app: antd in the current language and direction around the office-type explorer. */
export function App() {
  const { i18n } = useTranslation();
  const language = (i18n.language in ANTD_LOCALES ? i18n.language : 'he') as Language;
  return (
    <ConfigProvider direction={isRtl(language) ? 'rtl' : 'ltr'} locale={ANTD_LOCALES[language]} theme={{ token: { colorPrimary: '#1976d2', fontFamily: "Heebo, 'Segoe UI', Arial, sans-serif" } }}>
      <AntApp>
        <OfficeTypeExplorer />
      </AntApp>
    </ConfigProvider>
  );
}
