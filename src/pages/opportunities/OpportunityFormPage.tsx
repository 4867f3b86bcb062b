import { Button, DatePicker, Flex, Form, Input, InputNumber, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ActionError } from '../../app/actions/ActionError';
import { sameNames } from '../../app/actions/field-errors';
import { LTR_INPUT } from '../../app/actions/ltr-input';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useTerm } from '../../app/office/use-term';
import { api } from '../../app/session';
import { ClientSelect } from './ClientSelect';
import { NEW_OPPORTUNITY, OPPORTUNITY_FORM_FIELDS, opportunityBody, opportunityFormValues, type OpportunityFormValues } from './opportunity-form-values';
import { opportunityApiPath } from '../../api/opportunity-api-paths';
import { opportunityPath } from '../../app/routing/record-paths';
import { STAGES, type Opportunity, type OpportunityChanged } from '../../api/opportunity-answers';
import { useOpportunity } from './use-opportunity';

/** Adding a deal (/opportunities/new) or editing one (/opportunities/{id}/edit). */
export function OpportunityFormPage() {
  const { id } = useParams<{ id: string }>();
  const existing = useOpportunity(id);
  if (id && existing.error) return <ErrorState error={existing.error} onRetry={() => void existing.mutate()} />;
  if (id && !existing.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <OpportunityForm key={id ?? 'new'} {...(existing.data ? { deal: existing.data.data } : {})} />;
}

function OpportunityForm({ deal }: { deal?: Opportunity }) {
  const { t } = useTranslation('opportunities');
  const term = useTerm();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [form] = Form.useForm<OpportunityFormValues>();
  const action = useServerAction();
  const required = { required: true, message: t('form.required') };

  const save = async (values: OpportunityFormValues) => {
    const body = opportunityBody(values);
    const answer = await action.run(() => (deal ? api.put<OpportunityChanged>(opportunityApiPath(deal.id), body) : api.post<OpportunityChanged>(opportunityApiPath(), body)), {
      form,
      fields: sameNames(...OPPORTUNITY_FORM_FIELDS),
      success: t('form.saved'),
    });
    if (!answer) return;
    await mutate((key) => typeof key === 'string' && key.startsWith('/opportunities'));
    navigate(deal ? opportunityPath(deal.id) : '/opportunities', { replace: deal !== undefined });
  };

  const title = deal ? t('form.editTitle', { title: deal.title }) : t('form.newTitle');
  return (
    <section aria-labelledby="deal-form-title" style={{ maxWidth: 640 }}>
      <Typography.Title level={1} id="deal-form-title" style={{ fontSize: 28 }}>
        <bdi>{title}</bdi>
      </Typography.Title>
      <ActionError error={action.error} onClose={action.reset} />
      <Form<OpportunityFormValues>
        form={form}
        layout="vertical"
        initialValues={deal ? opportunityFormValues(deal) : NEW_OPPORTUNITY}
        onFinish={(values) => void save(values)}
        disabled={action.isPending}
        scrollToFirstError
        data-testid="deal-form"
      >
        <Form.Item name="title" label={t('fields.title')} rules={[required, { min: 2, max: 200, message: t('form.titleLength') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="clientId" label={t('fields.client', { client: term('client') })} rules={[required]}>
          <ClientSelect {...(deal ? { initial: { id: deal.clientId, name: deal.clientName } } : {})} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="value" label={t('fields.value')} rules={[required]} style={{ flex: '1 1 200px' }}>
            <InputNumber min={0} max={999_999_999.99} precision={2} step={100} style={{ width: '100%', direction: 'ltr' }} dir="ltr" />
          </Form.Item>
          <Form.Item name="stage" label={t('fields.stage')} rules={[required]} style={{ flex: '1 1 200px' }}>
            <Select options={STAGES.map((stage) => ({ value: stage, label: t(`stage.${stage}`) }))} />
          </Form.Item>
          <Form.Item name="expectedCloseDate" label={t('fields.expectedCloseDate')} style={{ flex: '1 1 200px' }}>
            <DatePicker dir={LTR_INPUT.dir} style={{ ...LTR_INPUT.style, width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="notes" label={t('fields.notes')}>
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={action.isPending}>
            {t('form.save')}
          </Button>
          <Link to={deal ? opportunityPath(deal.id) : '/opportunities'}>
            <Button>{t('form.cancel')}</Button>
          </Link>
        </Space>
      </Form>
    </section>
  );
}
