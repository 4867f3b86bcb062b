import { Card, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkflowDefinition } from '../../engine/generated/config-types';
import { pickText, type Language } from '../../engine/i18n/languages';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';

function WorkflowCard({ workflow, language }: { workflow: WorkflowDefinition; language: Language }) {
  const { t } = useTranslation('explorer');
  const stageName = (id: string) => pickText(workflow.stages.find((stage) => stage.id === id)?.name, language);
  return (
    <Card size="small" title={pickText(workflow.name, language)} extra={<code dir="ltr">{workflow.id}</code>}>
      {workflow.description ? <Typography.Paragraph type="secondary">{pickText(workflow.description, language)}</Typography.Paragraph> : null}
      <Timeline
        items={workflow.stages.map((stage) => ({
          color: stage.color,
          content: (
            <Space orientation="vertical" size={2}>
              <Space wrap>
                <strong>{pickText(stage.name, language)}</strong>
                {stage.sla ? <Tag>{`${t('workflows.sla')} ${stage.sla.hours} ${t('workflows.hours')}`}</Tag> : null}
                {stage.final ? <Tag color="green">{t('workflows.final')}</Tag> : null}
              </Space>
              <Space wrap size={4}>
                {(stage.transitions ?? []).map((transition) => (
                  <Tag key={transition.to} color={transition.requiresApproval ? 'gold' : 'blue'} title={transition.requiresApproval ? t('workflows.approval') : undefined}>
                    {`→ ${stageName(transition.to)}${transition.requiresApproval ? ' ✓' : ''}`}
                  </Tag>
                ))}
              </Space>
            </Space>
          ),
        }))}
      />
    </Card>
  );
}

/** The office's workflows: stages, SLAs, transitions and the moves that need approval. */
export function WorkflowsPanel({ config }: { config: OfficeConfiguration }) {
  const { i18n } = useTranslation('explorer');
  const workflows = [config.workflows.client, config.workflows.document, ...(config.workflows.custom ?? [])];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {workflows.map((workflow) => (
        <WorkflowCard key={workflow.id} workflow={workflow} language={i18n.language as Language} />
      ))}
    </Space>
  );
}
