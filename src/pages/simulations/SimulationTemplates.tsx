import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Popconfirm, Row, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { formatMoney } from '../../app/money/format-money';
import { useTemplateTargets } from './use-template-targets';
import { SIMULATIONS_API, TEMPLATE_CATEGORIES, type SimulationTemplateListAnswer, type SimulationTemplateView } from './simulations-api';
import { useSimulationsApi } from './simulations-api-context';

type CategoryFilter = 'all' | SimulationTemplateView['category'];

const numberOf = (inputs: Record<string, unknown>, name: string): number | undefined => (typeof inputs[name] === 'number' ? inputs[name] : undefined);

/** What a template fills in, in a line: the plan, the ages and the salary. */
function TemplateFacts({ template }: { template: SimulationTemplateView }) {
  const { t, i18n } = useTranslation('simulations');
  const { inputs } = template;
  const age = numberOf(inputs, 'currentAge');
  const until = numberOf(inputs, 'retirementAge');
  const years = numberOf(inputs, 'horizonYears');
  const salary = numberOf(inputs, 'currentSalary');
  const facts = [
    typeof inputs.planType === 'string' ? t(`planTypes.${inputs.planType}`) : null,
    age !== undefined ? (until !== undefined ? t('templates.ages', { age, until }) : years !== undefined ? t('templates.years', { age, years }) : t('templates.age', { age })) : null,
    salary !== undefined ? t('templates.salary', { salary: formatMoney(salary, i18n.language) }) : null,
  ].filter((fact): fact is string => fact !== null);
  return <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>;
}

/**
 * The templates to start a simulation from (spec 2 §3): the office type's and the ones the office saved, filtered by
 * category. A template opens the screen of its kind filled in; one the caller saved (or any, for an admin) is deleted
 * from its card.
 */
export function SimulationTemplates({ basePath }: { basePath: string }) {
  const { t } = useTranslation('simulations');
  const list = useSWR<SimulationTemplateListAnswer>(SIMULATIONS_API.templates);
  const simulations = useSimulationsApi();
  const action = useServerAction();
  const targetOf = useTemplateTargets(basePath);
  const [category, setCategory] = useState<CategoryFilter>('all');

  if (list.error) return <ErrorState error={list.error} onRetry={() => void list.mutate()} />;
  const templates = list.data?.data;
  if (!templates) {
    return (
      <div role="status" aria-label={t('templates.loading')} data-testid="templates-loading">
        <Skeleton active />
      </div>
    );
  }
  if (templates.length === 0) return <Empty description={t('templates.empty')} data-testid="templates-empty" />;
  const categories = TEMPLATE_CATEGORIES.filter((id) => templates.some((template) => template.category === id));
  const shown = category === 'all' ? templates : templates.filter((template) => template.category === category);
  const remove = async (template: SimulationTemplateView) => {
    if (await action.run(() => simulations.removeTemplate(template.id), { success: t('templates.deleted') })) void list.mutate();
  };

  return (
    <Flex vertical gap={16} data-testid="simulation-templates">
      <Segmented<CategoryFilter>
        aria-label={t('templates.category')}
        value={category}
        onChange={setCategory}
        options={[{ value: 'all', label: t('templates.all') }, ...categories.map((value) => ({ value, label: <span data-testid={`template-category-${value}`}>{t(`templates.categories.${value}`)}</span> }))]}
      />
      <Row gutter={[16, 16]}>
        {shown.map((template) => (
          <Col xs={24} md={12} xl={8} key={template.id}>
            <Card
              data-testid="template-card"
              title={<bdi>{template.name}</bdi>}
              extra={<ReadableTag color="blue">{t(`templates.categories.${template.category}`)}</ReadableTag>}
              style={{ height: '100%' }}
              actions={[
                <Link key="use" to={targetOf(template)} data-testid="template-use" aria-label={t('templates.useNamed', { name: template.name })}>
                  {t('templates.use')}
                </Link>,
                ...(template.canDelete
                  ? [
                      <Popconfirm key="delete" title={t('templates.deleteConfirm')} onConfirm={() => void remove(template)}>
                        <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('templates.deleteNamed', { name: template.name })} data-testid="template-delete">
                          {t('templates.delete')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []),
              ]}
            >
              <Flex vertical gap={8}>
                {template.description ? <Typography.Paragraph style={{ marginBlockEnd: 0 }}>{template.description}</Typography.Paragraph> : null}
                <TemplateFacts template={template} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {template.source === 'office-type' ? t('templates.fromOfficeType') : t('templates.savedBy', { name: template.authorName ?? t('templates.someone') })}
                  {template.kind === 'enhanced' ? ` · ${t('templates.enhanced')}` : ''}
                </Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
