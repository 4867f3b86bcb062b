import { Checkbox, Form, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { readableColor } from './readable-color';

/** "I accept the terms of use", required (spec 1 §5); the terms open in a new tab so the form keeps what was typed. */
export function TermsField() {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  return (
    <Form.Item
      name="acceptTerms"
      valuePropName="checked"
      rules={[{ validator: async (_rule, value: unknown) => { if (value !== true) throw new Error(t('validation.termsRequired')); } }]}
    >
      <Checkbox>
        {t('register.acceptTerms')}
        <a href="/terms" target="_blank" rel="noreferrer" style={{ textDecoration: 'underline', color: readableColor(token.colorLink, token.colorText, [token.colorBgContainer]) }}>
          {t('register.termsLink')}
        </a>
      </Checkbox>
    </Form.Item>
  );
}
