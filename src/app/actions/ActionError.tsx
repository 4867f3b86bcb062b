import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { clientMessage } from '../../api/messages';

/** A failed change, in the server's words (or the unexpected-error text), as an Alert; nothing when there is none. */
export function ActionError({ error, onClose }: { error: Error | undefined; onClose?: () => void }) {
  const { i18n } = useTranslation();
  if (!error) return null;
  const message = error instanceof ApiError ? error.message : clientMessage('unexpected', i18n.language);
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} {...(onClose ? { closable: { onClose } } : {})} />;
}
