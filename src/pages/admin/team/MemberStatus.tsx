import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../app/actions/DateTime';
import { StatusTag } from '../../profile/parts/StatusTag';
import type { TeamMember } from './team-types';

/** Active, or deactivated and since when. */
export function MemberStatus({ member }: { member: TeamMember }) {
  const { t } = useTranslation('admin');
  if (member.isActive) return <StatusTag tone="success">{t('team.active')}</StatusTag>;
  return (
    <Flex vertical gap={2} align="start">
      <StatusTag tone="neutral">{t('team.deactivated')}</StatusTag>
      {member.deactivatedAt && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('team.since')} <DateTime value={member.deactivatedAt} />
        </Typography.Text>
      )}
    </Flex>
  );
}
