import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeInput, isCompleteCode } from './CodeInput';

/** The authenticator code's form (spec 1 §5: exactly 6 digits); `onCode` sends it and answers whether it went through. */
export function MfaCodeForm({ submitLabel, isSubmitting, onCode, label }: { submitLabel: string; isSubmitting: boolean; onCode: (code: string) => Promise<boolean>; label?: string }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ code: string }>();
  const onFinish = async ({ code }: { code: string }) => {
    if (!(await onCode(code))) form.setFieldValue('code', '');
  };
  const fieldLabel = label ?? t('fields.authenticatorCode');
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={isSubmitting} data-testid="mfa-form">
      <Form.Item
        name="code"
        label={fieldLabel}
        validateTrigger="onSubmit"
        rules={[{ validator: async (_rule, value: unknown) => { if (!isCompleteCode(value)) throw new Error(t('validation.mfaCodeFormat')); } }]}
      >
        <CodeInput label={fieldLabel} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
