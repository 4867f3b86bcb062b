import { BulbOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QuickActionsWidgetConfig } from '../../../../engine/generated/config-types';
import { AntIcon } from '../../../../engine/react/AntIcon';
import { useOffice } from '../../../app/office/office-context';
import { useLabel } from '../../../app/office/use-term';
import type { WidgetProps } from '../../widget-props';
import { WidgetState } from '../../WidgetState';

/**
 * The office's quick actions (its own and the shared ones: today's deadlines, compliance check), each with its
 * keyboard shortcut; the shortcuts themselves work on every screen (src/app/layout/use-quick-action-shortcuts.ts).
 */
export function QuickActionsWidget({ config }: WidgetProps<QuickActionsWidgetConfig>) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const { runtime, isLoading, error, retry } = useOffice();
  const label = useLabel();
  const actions = runtime?.navigation.quickActions ?? [];
  // The keys are isolated left to right (LRI…PDI), or a Hebrew sentence scatters their commas and plus signs.
  const shortcuts = actions.flatMap((action) => (action.shortcut ? [action.shortcut] : []));
  return (
    <WidgetState isLoading={!runtime && isLoading} error={runtime ? undefined : error} isEmpty={actions.length === 0} emptyText={t('quickActions.empty')} onRetry={retry}>
      <Flex vertical gap={12} data-testid="quick-actions-widget">
        <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8, margin: 0, padding: 0 }}>
          {actions.map((action) => (
            <li key={action.id} style={{ listStyle: 'none' }} data-testid={`quick-action-${action.id}`}>
              <Link
                to={action.path}
                {...(action.shortcut ? { 'aria-keyshortcuts': action.shortcut } : {})}
                style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, color: token.colorText, background: token.colorBgContainer }}
              >
                <span aria-hidden="true" style={{ color: token.colorPrimary }}>
                  <AntIcon name={action.icon} />
                </span>
                <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label(action)}</span>
                {action.shortcut && (
                  <kbd className="ltr-text" title={t('quickActions.shortcut', { keys: action.shortcut })} style={{ fontSize: 11, color: token.colorTextSecondary, border: `1px solid ${token.colorBorder}`, borderRadius: 4, paddingInline: 4 }}>
                    {action.shortcut}
                  </kbd>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {config.showShortcutTip !== false && shortcuts.length > 0 && (
          <Typography.Text type="secondary" role="note" style={{ fontSize: 13 }}>
            <BulbOutlined aria-hidden="true" /> {t('quickActions.tip', { keys: `\u2066${shortcuts.join(', ')}\u2069` })}
          </Typography.Text>
        )}
      </Flex>
    </WidgetState>
  );
}
