import { Button, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthText } from './AuthText';
import { readableColor } from './readable-color';
import { useCountdown } from './use-countdown';
import { Quiet } from './Quiet';

/** The server sends a new code at most every 30 seconds (server/modules/auth/sign-in/otp-delivery.ts). */
export const RESEND_SECONDS = 30;
/** The server sends at most 5 codes per sign-in: the first and four more. */
export const MAX_CODES = 5;

/**
 * "Send a new code", with the seconds left before it may be asked for shown beside it; after the last code
 * the sign-in allows, it says so instead. `onResend` answers whether a code was sent.
 */
export function ResendCode({ onResend, isDisabled = false }: { onResend: () => Promise<boolean>; isDisabled?: boolean }) {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const [sent, setSent] = useState(1);
  const [isSending, setSending] = useState(false);
  if (sent >= MAX_CODES) return <Typography.Paragraph>
        <Quiet>{t('otp.noMoreResends')}</Quiet>
      </Typography.Paragraph>;

  const resend = async () => {
    setSending(true);
    const isSent = await onResend();
    setSending(false);
    if (isSent) setSent((count) => count + 1);
    restart();
  };
  return (
    <div style={{ textAlign: 'center' }}>
      <Button
        type="link"
        onClick={() => void resend()}
        disabled={isDisabled || remaining > 0}
        loading={isSending}
        // The office's link colour may be too dark on a dark card; disabled, antd's own grey stays.
        style={isDisabled || remaining > 0 ? undefined : { color: readableColor(token.colorLink, token.colorText, [token.colorBgContainer]) }}
        data-testid="otp-resend"
      >
        {t('otp.resend')}
      </Button>
      <div aria-live="polite" style={{ minHeight: 22 }}>
        {remaining > 0 ? (
          <Typography.Text data-testid="otp-countdown">
            <Quiet>
              <AuthText i18nKey="otp.resendIn" values={{ seconds: remaining }} />
            </Quiet>
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}
