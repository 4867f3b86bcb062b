import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/use-auth';
import { useOffice } from '../../../app/office/office-context';
import { api, authStore } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { SectionCard } from '../parts/SectionCard';
import { useServerAction } from '../../../app/actions/use-server-action';
import { clientPasswordPolicy, newPasswordProblems, PASSWORD_RULE_ORDER, passwordRequirements } from './password-rules';

interface PasswordValues {
  PreviousPassword: string;
  ProposedPassword: string;
  confirmPassword: string;
}

const FIELDS = sameNames('PreviousPassword', 'ProposedPassword');

/**
 * Changing the password (POST /api/users/auth/change-password): spec 1 §5's rules checked here, the office's
 * stricter policy answered by the server at the field. Warns when the password expired, and reads the
 * session again once it is changed, so that the rest of the app opens.
 */
export function PasswordChangeCard() {
  const { t, i18n } = useTranslation('profile');
  const auth = useAuth();
  const { runtime } = useOffice();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<PasswordValues>();
  const action = useServerAction();
  const policy = clientPasswordPolicy(runtime?.config.security.password);
  const isExpired = auth.passwordChangeRequired || params.get('passwordExpired') === '1';

  const ruleChecks: Rule[] = PASSWORD_RULE_ORDER.map((rule) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value) return;
      const context = { currentPassword: form.getFieldValue('PreviousPassword') as string | undefined, email: auth.user?.email };
      const problem = newPasswordProblems(value, policy, context, i18n.language).get(rule);
      if (problem) throw new Error(problem);
    },
  }));

  const onFinish = async ({ PreviousPassword, ProposedPassword }: PasswordValues) => {
    const answer = await action.run(() => api.post('/users/auth/change-password', { PreviousPassword, ProposedPassword }), { form, fields: FIELDS });
    if (answer === undefined) return;
    form.resetFields();
    await authStore.checkStatus();
    if (params.has('passwordExpired')) {
      const next = new URLSearchParams(params);
      next.delete('passwordExpired');
      setParams(next, { replace: true });
    }
  };

  return (
    <SectionCard title={t('password.title')}>
      {isExpired && <Alert type="warning" showIcon role="alert" title={t('shell:passwordExpired')} style={{ marginBottom: 16 }} />}
      <ActionError error={action.error} onClose={action.reset} />
      <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 480 }}>
        <Form.Item name="PreviousPassword" label={t('password.current')} rules={[{ required: true, message: t('password.currentRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="ProposedPassword"
          label={t('password.new')}
          dependencies={['PreviousPassword']}
          rules={[{ required: true, message: t('password.newRequired') }, ...ruleChecks]}
          extra={
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} aria-label={t('password.requirements')}>
              {passwordRequirements(policy, i18n.language).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['ProposedPassword']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('ProposedPassword')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={action.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </SectionCard>
  );
}
