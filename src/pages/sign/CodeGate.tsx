import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, isCompleteCode } from '../auth/CodeInput';
import { CODE_START, codeStep, type CodeRefusal } from './code-step';
import { useSigningApi } from './signing-api';

const REFUSAL_KEYS: Record<Exclude<CodeRefusal, 'other'>, string> = { wrong: 'code.wrong', expired: 'code.expired', tooMany: 'code.tooMany' };

/**
 * The one-time code before the document opens: "send me a code", the address it went to (partly hidden), six digits,
 * verify. A wrong or expired code is said in the page's language; any other refusal in the server's words.
 */
export function CodeGate({ token, onVerified }: { token: string; onVerified(): void }) {
  const { t } = useTranslation('sign');
  const signing = useSigningApi();
  const [step, dispatch] = useReducer(codeStep, CODE_START);

  const send = async () => {
    dispatch({ type: 'send' });
    try {
      dispatch({ type: 'sent', sentTo: await signing.sendCode(token) });
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  };
  const verify = async (code: string) => {
    dispatch({ type: 'verify' });
    try {
      await signing.verifyCode(token, code);
      onVerified();
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  };
  const refusal = step.refusal === 'other' ? step.message : step.refusal ? t(REFUSAL_KEYS[step.refusal]) : undefined;
  const isEntering = step.phase === 'enter' || step.phase === 'verifying';

  return (
    <Card data-testid="code-gate">
      <Flex vertical gap={16} align="center" style={{ textAlign: 'center' }}>
        <LockOutlined style={{ fontSize: 32 }} aria-hidden />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('code.title')}
        </Typography.Title>
        {!isEntering && <Typography.Paragraph style={{ margin: 0 }}>{t('code.text')}</Typography.Paragraph>}
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} data-testid="code-refusal" style={{ alignSelf: 'stretch', textAlign: 'start' }} />}
        {isEntering ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (isCompleteCode(step.code)) void verify(step.code);
            }}
            style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'center' }}
          >
            <Typography.Text data-testid="code-sent-to">
              <MailOutlined /> {t('code.sentTo', { address: `\u2066${step.sentTo ?? ''}\u2069` })}
            </Typography.Text>
            <CodeInput label={t('code.label')} value={step.code} onChange={(code) => dispatch({ type: 'type', code })} isDisabled={step.phase === 'verifying'} />
            <Button type="primary" htmlType="submit" size="large" disabled={!isCompleteCode(step.code)} loading={step.phase === 'verifying'} data-testid="code-verify">
              {t('code.verify')}
            </Button>
            <Button type="link" onClick={() => void send()} data-testid="code-resend">
              {t('code.resend')}
            </Button>
          </form>
        ) : (
          <Button type="primary" size="large" icon={<MailOutlined />} loading={step.phase === 'sending'} onClick={() => void send()} data-testid="code-send">
            {t('code.send')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
