import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { SectionCard } from '../parts/SectionCard';
import { useServerAction } from '../../../app/actions/use-server-action';

/** Deleting the account: a confirmation dialog asks for the password (POST /api/users/profile/delete), then the session ends here too and the home page loads afresh. */
export function DeleteAccountCard() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<{ password: string }>();
  const [isOpen, setOpen] = useState(false);
  const action = useServerAction();

  const close = () => {
    form.resetFields();
    action.reset();
    setOpen(false);
  };

  const onFinish = async ({ password }: { password: string }) => {
    const answer = await action.run(() => api.post('/users/profile/delete', { password }), { form, fields: sameNames('password') });
    if (answer === undefined) return;
    setOpen(false);
    // The server has ended the session. A fresh load of the home page leaves nothing of the deleted account in
    // this tab's memory, and no protected page is left to see the session end and send the browser to /login.
    window.location.replace('/');
  };

  return (
    <SectionCard title={t('deleteAccount.title')}>
      <Alert type="warning" showIcon title={t('deleteAccount.warning')} style={{ marginBottom: 16 }} />
      <Button danger type="primary" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <Modal
        open={isOpen}
        title={t('deleteAccount.confirmTitle')}
        okText={t('deleteAccount.confirm')}
        okButtonProps={{ danger: true, loading: action.isPending }}
        cancelText={t('common:cancel')}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <p>{t('deleteAccount.confirmText')}</p>
        <ActionError error={action.error} onClose={action.reset} />
        <Form form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item name="password" label={t('deleteAccount.password')} rules={[{ required: true, message: t('password.currentRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </SectionCard>
  );
}
