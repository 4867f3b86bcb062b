import { CheckSquareOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTaskCounts } from './use-task-counts';

/** The header's way to My tasks, beside the bell, with a badge of my open tasks (red when one is overdue). */
export function TasksButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const counts = useTaskCounts();
  const open = counts?.mine ?? 0;
  return (
    <Badge count={open} size="small" overflowCount={99} color={counts?.overdue ? 'red' : 'blue'}>
      <Button type="text" shape="circle" icon={<CheckSquareOutlined />} aria-label={t('header.tasks', { count: open })} onClick={() => navigate('/tasks')} data-testid="tasks-button" />
    </Badge>
  );
}
