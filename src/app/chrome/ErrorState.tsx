import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { clientMessage } from '../../api/messages';

/** A failed load, said in the user's language, with a retry (decision 5: never invented data instead). */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t, i18n } = useTranslation('common');
  const message = error instanceof ApiError ? error.message : clientMessage('unexpected', i18n.language);
  return (
    <Result
      status="warning"
      title={title ?? t('loadFailed')}
      subTitle={message}
      extra={onRetry ? <Button type="primary" onClick={onRetry}>{t('retry')}</Button> : undefined}
    />
  );
}
