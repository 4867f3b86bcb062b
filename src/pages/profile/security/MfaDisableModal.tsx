import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { useServerAction } from '../../../app/actions/use-server-action';
import { mfaCodeRules } from './mfa-code-rule';
import { LTR_INPUT } from '../../../app/actions/ltr-input';

/** Turning MFA off with the password and a current code; an office that requires MFA makes the server refuse, and its words are shown. */
export function MfaDisableModal({ open, onClose, onDisabled }: { open: boolean; onClose: () => void; onDisabled: () => void }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<{ password: string; code: string }>();
  const action = useServerAction();

  const close = () => {
    form.resetFields();
    action.reset();
    onClose();
  };

  const onFinish = async (values: { password: string; code: string }) => {
    const answer = await action.run(() => api.post('/users/auth/mfa/disable', values), { form, fields: sameNames('password', 'code') });
    if (answer === undefined) return;
    close();
    onDisabled();
  };

  return (
    <Modal
      open={open}
      title={t('mfa.disableTitle')}
      okText={t('mfa.disable')}
      okButtonProps={{ danger: true, loading: action.isPending }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <p>{t('mfa.disableExplanation')}</p>
      <ActionError error={action.error} onClose={action.reset} />
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="password" label={t('mfa.password')} rules={[{ required: true, message: t('password.currentRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="code" label={t('mfa.code')} rules={mfaCodeRules({ required: t('mfa.codeRequired'), format: t('mfa.codeFormat') })}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" style={{ ...LTR_INPUT.style, maxWidth: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
