import { Avatar, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/use-auth';
import { useProfile } from './personal/use-profile';

/** The page's heading: the user's picture, name, e-mail address, role and office. */
export function ProfileHeader() {
  const { t } = useTranslation('profile');
  const { user, tenant } = useAuth();
  const profile = useProfile().data?.data;
  const name = [profile?.firstName ?? user?.firstName, profile?.lastName ?? user?.lastName].filter(Boolean).join(' ');
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      <Avatar size={56} src={profile?.avatarUrl ?? undefined} alt="" aria-hidden style={{ flex: 'none' }}>
        {[...name][0]}
      </Avatar>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
          {t('title')}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <span>{name}</span>
          {user && <bdi className="ltr-text">{user.email}</bdi>}
          {user && <Tag>{t(`shell:roles.${user.role}`)}</Tag>}
          {tenant && <span>{tenant.tenantName}</span>}
        </Flex>
      </div>
    </Flex>
  );
}
