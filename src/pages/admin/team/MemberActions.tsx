import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { memberName, type TeamMember } from './team-types';

interface MemberActionsProps {
  member: TeamMember;
  isLastAdmin: boolean;
  isBusy: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/** Deactivate an active member, after saying that it ends their sessions at once; reactivate a deactivated one. */
export function MemberActions({ member, isLastAdmin, isBusy, onDeactivate, onReactivate }: MemberActionsProps) {
  const { t } = useTranslation('admin');
  const name = memberName(member);
  if (!member.isActive) {
    return (
      <Button size="small" onClick={onReactivate} disabled={isBusy} aria-label={t('team.reactivateFor', { name })} data-testid={`reactivate-${member.email}`}>
        {t('team.reactivate')}
      </Button>
    );
  }
  if (isLastAdmin) {
    return (
      <Tooltip title={t('team.lastAdmin')}>
        <Button size="small" danger disabled aria-label={t('team.deactivateFor', { name })} data-testid={`deactivate-${member.email}`}>
          {t('team.deactivate')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={t('team.deactivateTitle', { name })}
      description={<div style={{ maxWidth: 320 }}>{t('team.deactivateText', { name })}</div>}
      okText={t('team.deactivate')}
      okButtonProps={{ danger: true }}
      cancelText={t('settings.cancel')}
      onConfirm={onDeactivate}
    >
      <Button size="small" danger disabled={isBusy} aria-label={t('team.deactivateFor', { name })} data-testid={`deactivate-${member.email}`}>
        {t('team.deactivate')}
      </Button>
    </Popconfirm>
  );
}
