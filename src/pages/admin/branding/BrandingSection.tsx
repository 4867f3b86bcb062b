import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, pickText } from '../../../../engine/i18n/languages';
import { ApiError } from '../../../api/api-error';
import { clientMessage } from '../../../api/messages';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useOffice } from '../../../app/office/office-context';
import { useOfficeSettings } from '../office-settings/use-office-settings';
import { applyBranding, currentBranding, mayBrand, type BrandingDraft } from './branding-draft';
import { BrandingForm } from './BrandingForm';
import { BrandingView } from './BrandingView';
import { LogoUploads } from './LogoUploads';
import { useTimedMessage } from './use-timed-message';

/**
 * /admin/branding: the brand management panel (spec 3 §2, §4, §5, §8). Only for an office whose theme allows custom
 * branding or white label; view mode, then edit mode with a live preview, then Save Changes (back to view, a success
 * message that clears after 3 seconds) or Cancel (the draft is dropped).
 */
export function BrandingSection() {
  const { t, i18n } = useTranslation('admin');
  const { office } = useOffice();
  const state = useOfficeSettings();
  const [isEditing, setEditing] = useState(false);
  const notice = useTimedMessage();

  if (!office) return <Skeleton active />;
  if (!mayBrand(office)) return <Alert type="info" showIcon title={t('branding.notEnabled')} data-testid="branding-not-enabled" />;
  if (state.loadError && !state.settings) return <ErrorState error={state.loadError} onRetry={state.reload} title={t('settings.loadFailed')} />;
  if (state.isLoading || !state.settings) return <Skeleton active paragraph={{ rows: 6 }} />;

  const languages = office.localization.languages.filter(isLanguage);
  const brand = currentBranding(office, state.settings.overrides);
  const failure = state.action.error;

  const onEdit = () => {
    notice.clear();
    state.action.reset();
    setEditing(true);
  };
  const onCancel = () => {
    state.action.reset();
    setEditing(false);
  };
  const onSave = async (draft: BrandingDraft) => {
    const saved = await state.save((overrides) => applyBranding(overrides, draft, languages));
    if (!saved) return;
    setEditing(false);
    notice.show(t('branding.saved'));
  };

  return (
    <Card
      title={t('branding.title')}
      extra={isEditing ? null : <Button type="primary" onClick={onEdit} data-testid="branding-edit">{t('branding.edit')}</Button>}
      data-testid="branding-panel"
    >
      <Flex vertical gap={16}>
        {notice.message ? <Alert type="success" showIcon title={notice.message} role="status" data-testid="branding-saved" /> : null}
        {state.isStale ? <Alert type="warning" showIcon title={t('settings.stale')} /> : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('branding.saveFailed')}
            description={failure instanceof ApiError ? failure.message : clientMessage('unexpected', i18n.language)}
            closable={{ onClose: state.action.reset }}
            data-testid="branding-save-failed"
          />
        ) : null}
        {!isEditing && state.warnings.length > 0 ? (
          <Alert type="warning" showIcon title={t('branding.savedWithWarnings')} description={state.warnings.map((warning) => <div key={warning.field}>{pickText(warning.messages, i18n.language)}</div>)} />
        ) : null}
        {isEditing ? (
          <BrandingForm
            saved={brand}
            theme={office.ui.theme}
            languages={languages}
            fieldErrors={state.fieldErrors}
            isSaving={state.action.isPending}
            onSave={(draft) => void onSave(draft)}
            onCancel={onCancel}
          />
        ) : (
          <>
            <BrandingView brand={brand} languages={languages} logo={office.ui.branding?.logoPrimary} />
            <Card size="small" title={t('branding.logosTitle')}>
              <LogoUploads onChanged={state.reload} />
            </Card>
          </>
        )}
      </Flex>
    </Card>
  );
}
