import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import type { LocalizedText } from '../../../engine/generated/config-types';
import { useNow } from '../../app/actions/use-now';
import { useOffice } from '../../app/office/office-context';
import { useTerm } from '../../app/office/use-term';
import { roleName } from '../tasks/task-text';
import type { Deadline, DeadlineGrouping } from './deadline-query';
import { groupDeadlines } from './deadline-text';
import { DeadlineRow } from './DeadlineRow';

/** The deadlines in groups, by person or by module, each group a card listing its deadlines soonest first. */
export function DeadlineGroups({ rows, by }: { rows: readonly Deadline[]; by: DeadlineGrouping }) {
  const { t, i18n } = useTranslation('deadlines');
  const { runtime } = useOffice();
  const term = useTerm();
  const now = useNow();
  const officeRoles = runtime?.config.security.roles ?? [];
  const groups = groupDeadlines(rows, by, {
    person: (row) => row.assignee?.name ?? (row.assignedRole ? t('role', { role: roleName(row.assignedRole, officeRoles, i18n.language) }) : t('unassigned')),
    // A client's follow-up without a module of its own is named by the office's word for its clients (or leads).
    module: (row) => (row.module?.name ? pickText(row.module.name as LocalizedText, i18n.language) : row.module ? term(row.module.id) : t('otherModule')),
  });
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="deadline-groups">
      {groups.map((group) => (
        <Card
          key={group.key}
          size="small"
          title={<Typography.Text strong><bdi>{group.heading}</bdi></Typography.Text>}
          extra={<Typography.Text type="secondary">{group.rows.length}</Typography.Text>}
          data-testid="deadline-group"
        >
          <List dataSource={group.rows} rowKey="key" renderItem={(deadline) => <List.Item><DeadlineRow deadline={deadline} now={now} /></List.Item>} />
        </Card>
      ))}
    </div>
  );
}
