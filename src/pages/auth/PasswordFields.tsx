import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules, passwordRequirements } from './password-rules';
import { Quiet } from './Quiet';

/**
 * A new password and its repetition with spec 1 §5's rules, checked as typed; the repetition is checked
 * again when the password changes. `emailField` names the field whose address the password may not contain.
 */
export function PasswordFields({ label, emailField = 'email' }: { label?: string; emailField?: string }) {
  const { t, i18n } = useTranslation('auth');
  const form = Form.useFormInstance();
  const email = () => {
    const value: unknown = form.getFieldValue(emailField);
    return typeof value === 'string' ? value : undefined;
  };
  return (
    <>
      <Form.Item
        name="password"
        label={label ?? t('fields.password')}
        rules={newPasswordRules(i18n.language, t('validation.passwordRequired'), email)}
        extra={<Quiet>{t('passwordRules', { rules: passwordRequirements(i18n.language) })}</Quiet>}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={confirmPasswordRules('password', t('validation.confirmRequired'), t('validation.passwordsMismatch'))}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
