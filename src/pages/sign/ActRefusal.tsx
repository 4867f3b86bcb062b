import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { clientMessage } from '../../api/messages';

/** The server's refusal of an act (OUT_OF_ORDER, a missing box…), in its own words, in the page's language. */
export function ActRefusal({ error, onClose }: { error: unknown; onClose(): void }) {
  const { t, i18n } = useTranslation('sign');
  const message = error instanceof ApiError ? error.message : clientMessage('unexpected', i18n.language);
  const details = error instanceof ApiError ? error.fieldErrors.map((field) => field.message) : [];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('actions.refused')}
      description={
        <>
          <div data-testid="act-refusal-message">{message}</div>
          {details.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </>
      }
      closable={{ onClose, 'aria-label': t('actions.cancel') }}
      data-testid="act-refusal"
    />
  );
}
