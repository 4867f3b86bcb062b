import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher } from '../api/swr';
import { LazyToasts } from '../notifications/LazyToasts';
import { OfficeProvider } from './office/OfficeProvider';
import { PreferencesSync } from './PreferencesSync';
import { AppRoutes } from './routing/AppRoutes';
import { DocumentTitle } from './routing/DocumentTitle';
import { NavigateBridge } from './routing/NavigateBridge';
import { RouteLoadingBar } from './routing/RouteLoadingBar';
import { ScrollToTop } from './routing/ScrollToTop';
import { api, authStore } from './session';
import { AppConfigProvider } from './theme/AppConfigProvider';

/** The web app: session check, office configuration, antd theme and direction, router and every route. */
export function Root() {
  useEffect(() => {
    void authStore.start();
  }, []);
  return (
    <SWRConfig value={{ fetcher: swrFetcher(api), revalidateOnFocus: false }}>
      <BrowserRouter>
        <OfficeProvider>
          <AppConfigProvider>
            <NavigateBridge />
            <ScrollToTop />
            <DocumentTitle />
            <RouteLoadingBar />
            <LazyToasts />
            <PreferencesSync />
            <AppRoutes />
          </AppConfigProvider>
        </OfficeProvider>
      </BrowserRouter>
    </SWRConfig>
  );
}
