import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';

export interface WidgetStateProps {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  emptyText?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** A widget's loading, error and empty states, the same in every widget; the children once there is data. */
export function WidgetState({ isLoading, error, isEmpty = false, emptyText, onRetry, children }: WidgetStateProps) {
  const { t } = useTranslation('dashboard');
  if (error) {
    const detail = error instanceof ApiError ? error.message : undefined;
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('state.error')}
        {...(detail ? { description: detail } : {})}
        {...(onRetry ? { action: <Button size="small" onClick={onRetry}>{t('state.retry')}</Button> } : {})}
      />
    );
  }
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={t('state.loading')}>
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </div>
    );
  }
  if (isEmpty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}
