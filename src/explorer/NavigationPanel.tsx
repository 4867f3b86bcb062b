import { Badge, Card, Col, Empty, Menu, Row, Space, Tag } from 'antd';
import type { ColProps, MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../engine/i18n/languages';
import { buildAppNavigation, buildWorkspaceMenu, type NavigationItem } from '../../engine/navigation/build-navigation';
import { AntIcon } from '../../engine/react/AntIcon';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { resolveLabel } from '../../engine/terminology/terminology';

type MenuItems = NonNullable<MenuProps['items']>;

function toMenuItems(config: OfficeConfiguration, items: NavigationItem[], language: Language): MenuItems {
  return items.map((item) => {
    const label = resolveLabel(config, item, language);
    // Live counts come from the office's data; here only the badge's kind is shown.
    const badge = item.badge ? <Badge color={item.badge.color} {...(item.badge.kind === 'count' && item.badge.content !== undefined ? { count: item.badge.content } : { dot: true })} /> : null;
    return {
      key: item.id,
      icon: <AntIcon name={item.icon} />,
      label: (
        <Space size={4}>
          {label}
          {badge}
        </Space>
      ),
      ...(item.children.length ? { children: toMenuItems(config, item.children, language) } : {}),
    };
  });
}

// Three menus side by side on a wide screen.
const THREE_COLUMNS: ColProps = { xs: 24, md: 8 };

/** The menus the engine builds for this office, as the chosen role sees them; `columns` sizes each menu's card. */
export function NavigationPanel({ config, roles, columns = THREE_COLUMNS }: { config: OfficeConfiguration; roles: string[]; columns?: ColProps }) {
  const { t, i18n } = useTranslation('explorer');
  const language = i18n.language as Language;
  const workspace = buildWorkspaceMenu(config, { roles });
  const app = buildAppNavigation(config, { roles });
  const menu = (items: NavigationItem[]) => (items.length ? <Menu mode="inline" selectable={false} items={toMenuItems(config, items, language)} /> : <Empty description={t('navigation.empty')} />);
  return (
    <Row gutter={[16, 16]}>
      <Col {...columns}>
        <Card size="small" title={t('navigation.app')}>{menu(app)}</Card>
      </Col>
      <Col {...columns}>
        <Card size="small" title={t('navigation.workspace')}>{menu(workspace.items)}</Card>
      </Col>
      <Col {...columns}>
        <Card size="small" title={t('navigation.quickActions')}>
          <Space orientation="vertical">
            {workspace.quickActions.map((action) => (
              <Space key={action.id}>
                <AntIcon name={action.icon} />
                {resolveLabel(config, action, language)}
                {action.shortcut ? <Tag dir="ltr">{action.shortcut}</Tag> : null}
              </Space>
            ))}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
