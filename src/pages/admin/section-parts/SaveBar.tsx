import { Alert, Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../app/actions/ActionError';
import type { OfficeSettingsState } from '../office-settings/use-office-settings';

interface SaveBarProps {
  state: OfficeSettingsState;
  isDirty: boolean;
  /** Whether the draft breaks a rule the browser can check (the save stays off). */
  hasProblems?: boolean;
  onSave(): void;
  onCancel(): void;
}

/** A section's Save and Cancel, the unsaved-changes note, and what went wrong with the last save. */
export function SaveBar({ state, isDirty, hasProblems = false, onSave, onCancel }: SaveBarProps) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    // It stays at the bottom of the screen while a long form scrolls, so a change is never far from its save.
    <Flex vertical gap={8} style={{ position: 'sticky', bottom: 0, zIndex: 2, paddingBlock: 12, background: token.colorBgLayout, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <ActionError error={state.action.error} onClose={state.action.reset} />
      {state.isStale ? <Alert type="warning" showIcon title={t('settings.stale')} /> : null}
      <Flex gap={8} align="center" wrap>
        <Button type="primary" onClick={onSave} loading={state.action.isPending} disabled={!isDirty || hasProblems} data-testid="settings-save">
          {state.action.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <Button onClick={onCancel} disabled={!isDirty || state.action.isPending} data-testid="settings-cancel">
          {t('settings.cancel')}
        </Button>
        {isDirty ? (
          <Typography.Text type="warning" role="status" data-testid="settings-unsaved">
            {t('settings.unsaved')}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
