import { Alert, Col, Descriptions, Form, Input, InputNumber, Row, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { colourOf } from './field-geometry';
import type { FieldDraft, ParticipantDraft } from './signing-draft';

/** The send dialog's last step: the workflow's settings, the message, and a review of who does what. */
export function SettingsStep({ document, fields }: { document?: string; fields: FieldDraft[] }) {
  const { t } = useTranslation('signing');
  const form = Form.useFormInstance();
  const participants = (Form.useWatch('participants', form) as ParticipantDraft[] | undefined) ?? [];
  const sendReminders = Form.useWatch(['settings', 'sendReminders'], form) as boolean | undefined;
  const requireOrder = Form.useWatch(['settings', 'requireOrder'], form) as boolean | undefined;
  const listed = fields.filter((field) => participants.some((participant) => participant.key === field.participantKey));
  const unsigned = participants.filter((participant) => participant.role === 'signer' && !listed.some((field) => field.participantKey === participant.key && field.kind === 'signature'));
  const ordered = [...participants].map((participant, index) => ({ participant, index })).sort((one, other) => one.participant.order - other.participant.order);

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['settings', 'allowDecline']} label={t('send.allowDecline')} valuePropName="checked">
            <Switch data-testid="setting-allow-decline" />
          </Form.Item>
          <Form.Item name={['settings', 'publicAccess']} label={t('send.publicAccess')} valuePropName="checked" extra={t('send.publicAccessHelp')}>
            <Switch data-testid="setting-public-access" />
          </Form.Item>
          <Form.Item name={['settings', 'linkDays']} label={t('send.linkDays')} rules={[{ required: true, message: t('send.required') }]}>
            <InputNumber min={1} max={90} precision={0} data-testid="setting-link-days" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['settings', 'sendReminders']} label={t('send.sendReminders')} valuePropName="checked">
            <Switch data-testid="setting-reminders" />
          </Form.Item>
          <Form.Item name={['settings', 'reminderInterval']} label={t('send.reminderInterval')} rules={[{ required: true, message: t('send.required') }]}>
            <InputNumber min={1} max={720} precision={0} disabled={!sendReminders} data-testid="setting-reminder-interval" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="message" label={t('send.message')}>
        <Input.TextArea rows={3} maxLength={2000} showCount data-testid="workflow-message" />
      </Form.Item>
      <Typography.Title level={4}>{t('send.review')}</Typography.Title>
      <Descriptions size="small" column={1} bordered data-testid="send-review">
        {document ? <Descriptions.Item label={t('columns.document')}>{document}</Descriptions.Item> : null}
        <Descriptions.Item label={t('send.requireOrder')}>{requireOrder ? '✓' : '✗'}</Descriptions.Item>
        <Descriptions.Item label={t('send.reviewParticipants', { count: participants.length })}>
          {ordered.map(({ participant, index }) => (
            <div key={participant.key} data-testid="review-participant">
              <span aria-hidden style={{ display: 'inline-block', inlineSize: 10, blockSize: 10, borderRadius: 2, background: colourOf(index), marginInlineEnd: 6 }} />
              {participant.order}. <bdi>{participant.name}</bdi> <bdi dir="ltr">&lt;{participant.email}&gt;</bdi> <Tag>{t(`roles.${participant.role}`)}</Tag>
              {t('send.reviewFields', { count: listed.filter((field) => field.participantKey === participant.key).length })}
            </div>
          ))}
        </Descriptions.Item>
      </Descriptions>
      {unsigned.length ? <Alert style={{ marginBlockStart: 12 }} type="warning" showIcon title={t('send.noFieldsWarning')} description={unsigned.map((participant) => participant.name).join(', ')} data-testid="review-no-fields" /> : null}
    </>
  );
}
