import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import type { WorkflowModule } from './use-workflow-modules';

/** "Start new": a new record of any module that runs a workflow, at the module's own /new. */
export function StartNewMenu({ modules }: { modules: readonly WorkflowModule[] }) {
  const { t, i18n } = useTranslation('workflows');
  const navigate = useNavigate();
  if (modules.length === 0) return null;
  const items = modules.map((module) => ({ key: module.id, label: <bdi>{pickText(module.name, i18n.language)}</bdi>, 'data-testid': `start-${module.id}` }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(`${modules.find((module) => module.id === key)?.path ?? ''}/new`) }} trigger={['click']}>
      <Button type="primary" icon={<PlusOutlined />} data-testid="start-new">
        {t('startNew')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
