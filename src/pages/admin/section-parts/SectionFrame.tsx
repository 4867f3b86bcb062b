import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useOffice } from '../../../app/office/office-context';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import type { OfficeSettings } from '../office-settings/office-settings-types';
import type { OfficeSettingsState } from '../office-settings/use-office-settings';

/** What a settings section draws once the saved settings and the office's configuration are in. */
export interface LoadedSection {
  settings: OfficeSettings;
  config: OfficeConfiguration;
}

/**
 * A settings section's loading (a skeleton), its failed load (with a retry) and, once everything is in, the section
 * itself, drawn from the saved settings and the office's resolved configuration.
 */
export function SectionFrame({ state, children }: { state: OfficeSettingsState; children: (loaded: LoadedSection) => ReactNode }) {
  const { t } = useTranslation('admin');
  const { office, error: officeError, retry } = useOffice();
  if (state.loadError && !state.settings) return <ErrorState error={state.loadError} title={t('settings.loadFailed')} onRetry={state.reload} />;
  if (officeError && !office) return <ErrorState error={officeError} title={t('settings.loadFailed')} onRetry={retry} />;
  if (!state.settings || !office || office.isPublic) {
    return (
      <div data-testid="settings-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  return <>{children({ settings: state.settings, config: office })}</>;
}
