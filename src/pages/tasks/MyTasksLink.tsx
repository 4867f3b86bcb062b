import { CheckSquareOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTaskCounts } from './use-task-counts';

/** "My tasks" on the dashboard's header, with my open tasks' count. */
export function MyTasksLink() {
  const { t } = useTranslation('shell');
  const counts = useTaskCounts();
  return (
    <Link to="/tasks" data-testid="dashboard-my-tasks">
      <Button icon={<CheckSquareOutlined />}>
        {t('dashboard.myTasks')}
        {counts?.mine ? <Badge count={counts.mine} size="small" overflowCount={99} color={counts.overdue ? 'red' : 'blue'} style={{ marginInlineStart: 6 }} /> : null}
      </Button>
    </Link>
  );
}
