import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningRole } from '../../api/signing-answers';
import { useMemberDirectory } from '../records/use-member-directory';
import { colourOf } from './field-geometry';
import type { ParticipantDraft } from './signing-draft';
import { useSigningLanguages } from './use-signing-languages';

const ROLES: readonly SigningRole[] = ['signer', 'approver', 'reviewer', 'observer'];

interface ParticipantRowProps {
  /** The Form.List entry's name (its index). */
  name: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
}

/** One participant of the send dialog: a member of the office or someone outside it, their role, e-mail, phone, language and place in the order. */
export function ParticipantRow({ name, count, onMove, onRemove }: ParticipantRowProps) {
  const { t } = useTranslation('signing');
  const form = Form.useFormInstance();
  const languages = useSigningLanguages();
  const { members, isLoading } = useMemberDirectory();
  const participant = Form.useWatch(['participants', name], form) as ParticipantDraft | undefined;
  // Read from the form itself: the watch answers only after the first render.
  const [isMember, setMember] = useState(() => Boolean(form.getFieldValue(['participants', name, 'userId'])));
  const label = participant?.name || t('send.participant', { number: name + 1 });
  const path = (field: keyof ParticipantDraft) => [name, field];
  const chooseWho = (member: boolean) => {
    setMember(member);
    if (!member) form.setFieldValue(['participants', name, 'userId'], null);
  };
  const chooseMember = (userId: string) => {
    const member = members.find((candidate) => candidate.userId === userId);
    form.setFieldValue(['participants', name, 'userId'], userId);
    if (member) form.setFieldValue(['participants', name, 'name'], member.name);
  };

  return (
    <Card
      size="small"
      data-testid="participant-row"
      styles={{ header: { borderInlineStart: `4px solid ${colourOf(name)}` } }}
      title={<bdi>{label}</bdi>}
      extra={
        <Space size={4}>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={name === 0} aria-label={t('send.moveUp')} title={t('send.moveUp')} onClick={() => onMove(name - 1)} data-testid="participant-up" />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={name === count - 1} aria-label={t('send.moveDown')} title={t('send.moveDown')} onClick={() => onMove(name + 1)} data-testid="participant-down" />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={count === 1} aria-label={t('send.remove', { name: label })} title={t('send.remove', { name: label })} onClick={onRemove} data-testid="participant-remove" />
        </Space>
      }
    >
      <Form.Item name={path('key')} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={path('userId')} hidden>
        <Input />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label={t('send.who')}>
            <Radio.Group value={isMember} onChange={(event) => chooseWho(Boolean(event.target.value))} optionType="button" size="small" options={[{ value: false, label: t('send.outside') }, { value: true, label: t('send.member') }]} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={path('role')} label={t('send.role')} rules={[{ required: true, message: t('send.required') }]}>
            <Select options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} data-testid="participant-role" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={path('order')} label={t('send.order')} rules={[{ required: true, message: t('send.required') }]}>
            <InputNumber min={1} max={100} precision={0} style={{ inlineSize: '100%' }} data-testid="participant-order" />
          </Form.Item>
        </Col>
        {isMember ? (
          <Col xs={24} md={12}>
            <Form.Item label={t('send.pickMember')}>
              <Select showSearch={{ optionFilterProp: 'label' }} loading={isLoading} value={participant?.userId ?? undefined} onChange={chooseMember} options={members.map((member) => ({ value: member.userId, label: member.name }))} data-testid="participant-member" />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item name={path('name')} label={t('send.fullName')} rules={[{ required: true, whitespace: true, message: t('send.required') }]}>
            <Input maxLength={200} autoComplete="off" data-testid="participant-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={path('email')} label={t('send.email')} rules={[{ required: true, message: t('send.required') }, { type: 'email', message: t('send.invalidEmail') }]}>
            <Input dir="ltr" type="email" maxLength={254} autoComplete="off" data-testid="participant-email" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={path('phone')} label={t('send.phone')}>
            <Input dir="ltr" type="tel" maxLength={30} data-testid="participant-phone" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={path('language')} label={t('send.language')}>
            <Select options={languages} data-testid="participant-language" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
