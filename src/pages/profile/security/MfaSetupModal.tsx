import { Alert, Button, Flex, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Api from '../../../api/generated/api-types';
import { serverMessage } from '../../../api/messages';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { useServerAction } from '../../../app/actions/use-server-action';
import { mfaCodeRules } from './mfa-code-rule';
import { LTR_INPUT } from '../../../app/actions/ltr-input';

/** What POST /api/users/auth/mfa/setup answers. */
type SetupAnswer = Api.MfaSetup;

/** Setting up an authenticator: a new secret as a QR code and as text, then its first code to turn MFA on. */
export function MfaSetupModal({ open, onClose, onEnabled }: { open: boolean; onClose: () => void; onEnabled: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const [form] = Form.useForm<{ code: string }>();
  const start = useServerAction();
  const confirm = useServerAction();
  const [setup, setSetup] = useState<SetupAnswer>();
  const { run: runStart } = start;

  // Each start makes a new secret; a set-up that expired or used up its tries starts again.
  const begin = useCallback(async () => {
    const answer = await runStart(() => api.post<SetupAnswer>('/users/auth/mfa/setup', {}), { isQuiet: true });
    if (answer) setSetup(answer);
  }, [runStart]);

  const close = () => {
    setSetup(undefined);
    form.resetFields();
    confirm.reset();
    onClose();
  };

  const onFinish = async ({ code }: { code: string }) => {
    if (!setup) return;
    const answer = await confirm.run(() => api.post('/users/auth/mfa/confirm', { session: setup.session, code }), { form, fields: sameNames('code') });
    if (answer === undefined) return;
    close();
    onEnabled();
  };

  return (
    <Modal
      open={open}
      title={t('mfa.setupTitle')}
      onCancel={close}
      afterOpenChange={(isOpen) => {
        if (isOpen) void begin();
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common:cancel')}
        </Button>,
        <Button key="confirm" type="primary" loading={confirm.isPending} disabled={!setup} onClick={() => form.submit()}>
          {t('mfa.confirm')}
        </Button>,
      ]}
    >
      <ActionError error={start.error} />
      {!setup && !start.error && <Skeleton active />}
      {setup && (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>{serverMessage(setup, i18n.language) ?? t('mfa.scan')}</Typography.Paragraph>
          <img src={setup.qrCode} alt={t('mfa.qrAlt')} width={200} height={200} style={{ alignSelf: 'center', background: '#fff', padding: 8 }} />
          <div>
            <Typography.Text>{t('mfa.secretLabel')} </Typography.Text>
            <Typography.Text code copyable={{ text: setup.secret }} className="ltr-text">
              {setup.secret}
            </Typography.Text>
          </div>
          <ActionError error={confirm.error} onClose={confirm.reset} />
          {confirm.error && (
            <Alert type="info" showIcon title={t('mfa.restartHint')} action={
                <Button size="small" onClick={() => {
                    confirm.reset();
                    setSetup(undefined);
                    void begin();
                  }}>
                  {t('mfa.restart')}
                </Button>
              } />
          )}
          <Form form={form} layout="vertical" onFinish={onFinish}>
            <Form.Item name="code" label={t('mfa.code')} rules={mfaCodeRules({ required: t('mfa.codeRequired'), format: t('mfa.codeFormat') })}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" style={{ ...LTR_INPUT.style, maxWidth: 160 }} />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
