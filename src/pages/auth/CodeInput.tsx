import { ConfigProvider, Input } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** How many digits a one-time or authenticator code has (spec 1 §5, §9). */
export const CODE_LENGTH = 6;

/** Whether a value is a whole code: exactly 6 digits. */
export function isCompleteCode(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}

/**
 * A 6-digit code in six cells (antd Input.OTP): digits only, always left to right, autocompleted as
 * `one-time-code`; each cell is named in the language. The value is what the cells hold, complete or not.
 */
export function CodeInput({ id, value, onChange, label, isDisabled = false, autoFocus = true }: { id?: string; value?: string; onChange?: (value: string) => void; label: string; isDisabled?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  const box = useRef<HTMLDivElement>(null);
  // antd names the cells "OTP Input 1…" in English; say it in the page's language.
  useLayoutEffect(() => {
    box.current?.querySelectorAll('input').forEach((input, index) => input.setAttribute('aria-label', `${label}, ${t('fields.codeDigit', { index: index + 1, count: CODE_LENGTH })}`));
  });
  return (
    <div ref={box} dir="ltr" style={{ display: 'flex', justifyContent: 'center' }}>
      {/* A code reads left to right in every language: the first digit at the left. */}
      <ConfigProvider direction="ltr">
        <Input.OTP
          {...(id ? { id } : {})}
          aria-label={label}
          length={CODE_LENGTH}
          value={value ?? ''}
          onInput={(cells) => onChange?.(cells.join(''))}
          formatter={(text) => text.replace(/\D/g, '')}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={isDisabled}
          autoFocus={autoFocus}
          size="large"
        />
      </ConfigProvider>
    </div>
  );
}
