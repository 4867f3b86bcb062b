import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardLayoutState } from './use-dashboard-layout';

export interface LayoutToolbarProps {
  state: DashboardLayoutState;
  isEditing: boolean;
  onEditingChange: (isEditing: boolean) => void;
}

/** Edit layout, and while editing: save (own, or the office default for admins), reset with a confirmation, done. */
export function LayoutToolbar({ state, isEditing, onEditingChange }: LayoutToolbarProps) {
  const { t } = useTranslation('dashboard');
  const { layout, isDirty, action } = state;
  const finish = (isDone: boolean) => isDone && onEditingChange(false);
  if (!isEditing) {
    return (
      <Flex gap={8} align="center" wrap>
        {layout && <Tag data-testid="layout-source">{t(`grid.source.${layout.source}`)}</Tag>}
        <Button icon={<EditOutlined />} onClick={() => onEditingChange(true)} data-testid="edit-layout">
          {t('grid.editLayout')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap={8} align="center" wrap role="toolbar" aria-label={t('grid.editLayout')}>
      {isDirty && <Tag color="warning">{t('grid.unsaved')}</Tag>}
      <Button type="primary" disabled={!isDirty} loading={action.isPending} onClick={() => void state.save().then(finish)} data-testid="save-layout">
        {t('grid.save')}
      </Button>
      {layout?.canEditOfficeLayout && (
        <Button loading={action.isPending} onClick={() => void state.saveForOffice().then(finish)} data-testid="save-office-layout">
          {t('grid.saveForOffice')}
        </Button>
      )}
      {layout?.hasUserLayout && (
        <Popconfirm title={t('grid.resetConfirm')} okText={t('grid.confirm')} cancelText={t('grid.cancel')} onConfirm={() => void state.reset().then(finish)}>
          <Button danger data-testid="reset-layout">
            {t('grid.reset')}
          </Button>
        </Popconfirm>
      )}
      {layout?.canEditOfficeLayout && layout.hasOfficeLayout && (
        <Popconfirm title={t('grid.resetOfficeConfirm')} okText={t('grid.confirm')} cancelText={t('grid.cancel')} onConfirm={() => void state.resetOffice().then(finish)}>
          <Button danger type="text" data-testid="reset-office-layout">
            {t('grid.resetOffice')}
          </Button>
        </Popconfirm>
      )}
      <Button
        onClick={() => {
          state.discard();
          onEditingChange(false);
        }}
        data-testid="stop-editing"
      >
        {isDirty ? t('grid.cancel') : t('grid.stopEditing')}
      </Button>
    </Flex>
  );
}
