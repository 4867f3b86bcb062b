import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { leaveThen } from '../routing/leave-guard';
import { authStore } from '../session';

const initials = (first = '', last = ''): string => `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';

/** The user menu of the application header: who is signed in, profile, system settings, sign out. */
export function UserMenu() {
  const { user } = useAuth();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const signOut = async () => {
    try {
      await authStore.signOut();
    } finally {
      void navigate('/login', { replace: true });
    }
  };
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div>
                <Typography.Text strong>{name}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{user ? t(`roles.${user.role}`) : ''}</Typography.Text>
                </div>
                <Typography.Text type="secondary" className="ltr-text">
                  {user?.email}
                </Typography.Text>
              </div>
            ),
          },
          { type: 'divider' },
          { key: 'profile', icon: <UserOutlined />, label: t('userMenu.profile'), onClick: () => leaveThen(() => void navigate('/profile')) },
          { key: 'settings', icon: <SettingOutlined />, label: t('userMenu.settings'), onClick: () => leaveThen(() => void navigate('/settings')) },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, danger: true, label: t('userMenu.signOut'), onClick: () => void signOut() },
        ],
      }}
    >
      <Button type="text" aria-label={name || t('userMenu.profile')} data-testid="user-menu" style={{ height: 'auto', paddingBlock: 4 }}>
        {/* Two letters in a circle of fixed size, drawn by CSS: antd's Avatar measures its text on mount to scale it,
            a layout of the whole page forced in the middle of the first render. */}
        <span className="user-menu-initials" aria-hidden="true" style={{ backgroundColor: token.colorPrimary, color: token.colorTextLightSolid }}>
          {initials(user?.firstName, user?.lastName)}
        </span>
        <span className="user-menu-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
