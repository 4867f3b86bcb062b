import { Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DATE_ON_ENTER } from '../../app/actions/confirm-date-on-enter';
import { LTR_INPUT } from '../../app/actions/ltr-input';
import { useTerm } from '../../app/office/use-term';
import { CLIENT_PRIORITIES, CLIENT_STATUSES, LEAD_STATUSES } from '../../api/client-answers';

type Name = string | [string, string];

/** A choice of a record field, as the office's intake form words it. */
export interface RecordChoice {
  value: string;
  label: string;
}

/**
 * The client record's own fields (spec 2 §3), grouped as the detail page shows them; `required` names what the
 * office's intake form requires, `sourceChoices` the answers its field that fills the source offers (asked here once).
 */
export function ClientRecordFields({ required, sourceChoices = [] }: { required: ReadonlySet<string>; sourceChoices?: readonly RecordChoice[] }) {
  const { t } = useTranslation('clients');
  const term = useTerm();
  const isLead = Form.useWatch('kind') === 'lead';
  const item = (name: Name, label: string, control: ReactNode, span = 12) => {
    const dotted = Array.isArray(name) ? name.join('.') : name;
    const isRequired = required.has(dotted) || dotted === 'firstName' || dotted === 'lastName';
    return (
      <Col xs={24} md={span}>
        <Form.Item name={name} label={label} required={isRequired} rules={isRequired ? [{ required: true, whitespace: true, message: t('form.required') }] : []}>
          {control}
        </Form.Item>
      </Col>
    );
  };
  const field = (key: string) => t(`detail.fields.${key}`);
  return (
    <>
      <Card size="small" title={t('detail.sections.contact')}>
        <Row gutter={16}>
          {item('firstName', field('firstName'), <Input autoComplete="given-name" maxLength={50} />)}
          {item('lastName', field('lastName'), <Input autoComplete="family-name" maxLength={50} />)}
          {item('idNumber', field('idNumber'), <Input {...LTR_INPUT} inputMode="numeric" maxLength={9} />)}
          {item('birthDate', field('birthDate'), <DatePicker {...CONFIRM_DATE_ON_ENTER} style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs())} />)}
          {item('gender', field('gender'), <Select allowClear options={(['female', 'male', 'other'] as const).map((value) => ({ value, label: t(`detail.gender.${value}`) }))} />)}
          {item('preferredContact', field('preferredContact'), <Select allowClear options={(['phone', 'email', 'sms', 'whatsapp'] as const).map((value) => ({ value, label: t(`detail.contact.${value}`) }))} />)}
          {item('email', field('email'), <Input {...LTR_INPUT} type="email" autoComplete="email" maxLength={100} />)}
          {item('mobilePhone', field('mobilePhone'), <Input {...LTR_INPUT} type="tel" autoComplete="tel" maxLength={20} />)}
          {item('phone', field('phone'), <Input {...LTR_INPUT} type="tel" maxLength={20} />)}
          {item('fax', field('fax'), <Input {...LTR_INPUT} type="tel" maxLength={20} />)}
        </Row>
      </Card>
      <Card size="small" title={t('detail.sections.address')}>
        <Row gutter={16}>
          {item(['address', 'street'], field('street'), <Input autoComplete="street-address" maxLength={100} />)}
          {item(['address', 'city'], field('city'), <Input autoComplete="address-level2" maxLength={50} />, 6)}
          {item(['address', 'postalCode'], field('postalCode'), <Input {...LTR_INPUT} inputMode="numeric" maxLength={7} />, 6)}
          {item(['address', 'state'], field('state'), <Input maxLength={50} />)}
          {item(['address', 'country'], field('country'), <Input maxLength={60} />)}
        </Row>
      </Card>
      <Card size="small" title={t('detail.sections.professional')}>
        <Row gutter={16}>
          {item(['professional', 'occupation'], field('occupation'), <Input maxLength={100} />)}
          {item(['professional', 'company'], field('company'), <Input maxLength={100} />)}
          {item(['professional', 'workPhone'], field('workPhone'), <Input {...LTR_INPUT} type="tel" maxLength={20} />)}
          {item(['professional', 'workEmail'], field('workEmail'), <Input {...LTR_INPUT} type="email" maxLength={100} />)}
        </Row>
      </Card>
      <Card size="small" title={t('detail.sections.management')}>
        <Row gutter={16}>
          {item(['management', 'status'], t('form.status'), <Select options={CLIENT_STATUSES.map((value) => ({ value, label: term(value) }))} />, 6)}
          {item(['management', 'priority'], t('form.priority'), <Select options={CLIENT_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))} />, 6)}
          {item(['management', 'tags'], field('tags'), <Select mode="tags" maxCount={10} placeholder={t('form.tagsPlaceholder')} tokenSeparators={[',']} />)}
          {item(['management', 'notes'], field('notes'), <Input.TextArea rows={3} maxLength={1000} showCount />, 24)}
          {item('source', field('source'), sourceChoices.length ? <Select allowClear options={[...sourceChoices]} /> : <Input maxLength={100} />)}
          <Col xs={24} md={12}>
            <Form.Item name="kind" label={t('form.isLead')} valuePropName="checked" getValueProps={(kind) => ({ checked: kind === 'lead' })} getValueFromEvent={(checked: boolean) => (checked ? 'lead' : 'client')}>
              <Switch />
            </Form.Item>
          </Col>
          {isLead ? item('leadStatus', t('form.leadStatus'), <Select options={LEAD_STATUSES.map((value) => ({ value, label: t(`leadStatus.${value}`) }))} />, 6) : null}
          {isLead ? item('leadScore', t('form.leadScore'), <InputNumber min={0} max={100} style={{ width: '100%' }} />, 6) : null}
        </Row>
      </Card>
    </>
  );
}
