import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Quiet } from './Quiet';

/** A base32 secret in groups of four, as authenticator apps show it. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The authenticator secret for typing by hand: left to right in groups of four, with a copy button. */
export function SecretText({ secret }: { secret: string }) {
  const { t } = useTranslation('auth');
  const [copyState, setCopyState] = useState<'copied' | 'failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <Flex vertical gap={4}>
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text>
          <Quiet>{t('mfa.secretLabel')}</Quiet>
        </Typography.Text>
        <Tooltip title={t('mfa.copy')}>
          <Button size="small" icon={<CopyOutlined />} aria-label={t('mfa.copy')} onClick={() => void copy()} />
        </Tooltip>
      </Flex>
      <code className="ltr-text" dir="ltr" data-testid="mfa-secret" style={{ display: 'block', textAlign: 'center', fontSize: 15, letterSpacing: 0.5, padding: '8px 10px', borderRadius: 6, background: 'rgba(127,127,127,0.12)', wordBreak: 'break-word' }}>
        {groupSecret(secret)}
      </code>
      <div aria-live="polite" style={{ minHeight: 22 }}>
        {copyState ? <Typography.Text>{t(copyState === 'copied' ? 'mfa.copied' : 'mfa.copyFailed')}</Typography.Text> : null}
      </div>
    </Flex>
  );
}
