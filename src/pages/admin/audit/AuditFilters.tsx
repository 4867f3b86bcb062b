import { SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LTR_INPUT } from '../../../app/actions/ltr-input';
import type { AuditCriteria } from './audit-criteria';
import { criteriaOfForm, formValuesOf, type FilterFormValues } from './filter-form-values';
import { useMemberOptions } from './use-member-options';

const CODE_FIELDS = ['eventType', 'serviceName', 'entityType', 'entityId'] as const;

/** The search's filters: codes typed as they are (left to right), a member, dates, successes only and free text. */
export function AuditFilters({ criteria, onSearch, onReset }: { criteria: AuditCriteria; onSearch: (change: Partial<AuditCriteria>) => void; onReset: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<FilterFormValues>();
  const members = useMemberOptions();
  // The address may change the search (back, reset, a shared link): the fields follow it.
  // setFields, not setFieldsValue: a filter the search no longer has must empty its field (undefined is skipped there).
  useEffect(() => form.setFields(Object.entries(formValuesOf(criteria)).map(([name, value]) => ({ name: name as keyof FilterFormValues, value }))), [criteria, form]);
  return (
    <Form<FilterFormValues> form={form} layout="vertical" aria-label={t('audit.filters.label')} onFinish={(values) => onSearch(criteriaOfForm(values))} data-testid="audit-filters">
      <Flex gap={12} wrap align="flex-end">
        {CODE_FIELDS.map((name) => (
          <Form.Item key={name} name={name} label={t(`audit.filters.${name}`)} style={{ marginBottom: 0, width: 170 }}>
            <Input allowClear {...LTR_INPUT} data-testid={`audit-filter-${name}`} />
          </Form.Item>
        ))}
        <Form.Item name="userId" label={t('audit.filters.user')} style={{ marginBottom: 0, width: 240 }}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={members} data-testid="audit-filter-user" />
        </Form.Item>
        <Form.Item name="dates" label={t('audit.filters.dates')} style={{ marginBottom: 0 }}>
          <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="audit-filter-dates" />
        </Form.Item>
        <Form.Item name="searchText" label={t('audit.filters.searchText')} style={{ marginBottom: 0, width: 220 }}>
          <Input allowClear data-testid="audit-filter-searchText" />
        </Form.Item>
        <Form.Item name="successOnly" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="audit-filter-successOnly">{t('audit.filters.successOnly')}</Checkbox>
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="audit-search">
            {t('audit.filters.search')}
          </Button>
          <Button onClick={onReset} data-testid="audit-reset">
            {t('audit.filters.reset')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
