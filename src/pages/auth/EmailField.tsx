import { Form } from 'antd';
// antd's Input alone: its index attaches the search box, the text area and the code input, which /login does not draw.
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';

/** The e-mail field of the auth forms: required, an address, written left to right, autocompleted as `email`. */
export function EmailField({ isDisabled = false, autoFocus = false }: { isDisabled?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="email"
      label={t('fields.email')}
      rules={[
        { required: true, whitespace: true, message: t('validation.emailRequired') },
        { type: 'email', message: t('validation.emailInvalid') },
      ]}
    >
      <Input type="email" inputMode="email" autoComplete="email" dir="ltr" disabled={isDisabled} autoFocus={autoFocus} maxLength={254} />
    </Form.Item>
  );
}
