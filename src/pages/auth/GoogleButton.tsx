import { GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';
import { startGoogleSignIn } from './google-sign-in';

/** "Sign in with Google": asks the server for Google's address and goes there; a refusal (not configured…) is shown through `onError`. */
export function GoogleButton({ returnTo, tenant, onError }: { returnTo?: string; tenant?: string; onError: (message: string | undefined) => void }) {
  const { t, i18n } = useTranslation('auth');
  const [isStarting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    onError(undefined);
    try {
      await startGoogleSignIn({ ...(returnTo ? { returnTo } : {}), ...(tenant ? { tenant } : {}) });
    } catch (error) {
      onError(errorText(error, i18n.language));
      setStarting(false);
    }
  };
  return (
    <Button block size="large" icon={<GoogleOutlined />} loading={isStarting} onClick={() => void start()} data-testid="google-sign-in">
      {t('login.google')}
    </Button>
  );
}
