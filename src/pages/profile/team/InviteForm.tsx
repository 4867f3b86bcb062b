import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { useOffice } from '../../../app/office/office-context';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { useServerAction } from '../../../app/actions/use-server-action';
import { INVITATIONS_PATH, type Invitation } from './use-invitations';
import { LTR_INPUT } from '../../../app/actions/ltr-input';

interface InviteValues {
  email: string;
  role: Invitation['role'];
  professionalRole?: string;
}

const TEAM_ROLES: Invitation['role'][] = ['admin', 'manager', 'user', 'viewer'];

/** Inviting an e-mail address to the current office with a team role and, optionally, a professional role (POST /api/users/invitations). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const { runtime } = useOffice();
  const [form] = Form.useForm<InviteValues>();
  const action = useServerAction();
  const security = runtime?.config.security;
  const professionalRoles = security?.roles ?? [];

  const onFinish = async (values: InviteValues) => {
    const body = { email: values.email.trim(), role: values.role, ...(values.professionalRole ? { professionalRole: values.professionalRole } : {}) };
    if ((await action.run(() => api.post(INVITATIONS_PATH, body), { form, fields: sameNames('email', 'role', 'professionalRole') })) === undefined) return;
    form.resetFields();
    onInvited();
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ role: 'user' }}>
      <ActionError error={action.error} onClose={action.reset} />
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item name="email" label={t('team.email')} rules={[{ required: true, message: t('team.emailRequired') }, { type: 'email', message: t('team.emailInvalid') }]}>
            <Input type="email" {...LTR_INPUT} autoComplete="off" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="role" label={t('team.role')} rules={[{ required: true }]}>
            <Select options={TEAM_ROLES.map((role) => ({ value: role, label: t(`shell:roles.${role}`) }))} />
          </Form.Item>
        </Col>
        {professionalRoles.length > 0 && (
          <Col xs={24} md={8}>
            <Form.Item
              name="professionalRole"
              label={t('team.professionalRole')}
              extra={security ? t('team.professionalRoleDefault', { role: pickText(professionalRoles.find((role) => role.id === security.defaultProfessionalRole)?.name, i18n.language) }) : undefined}
            >
              <Select allowClear options={professionalRoles.map((role) => ({ value: role.id, label: pickText(role.name, i18n.language) }))} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Button type="primary" htmlType="submit" loading={action.isPending}>
        {t('team.invite')}
      </Button>
    </Form>
  );
}
