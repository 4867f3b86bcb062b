import { Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A reason asked before declining, rejecting or asking for changes: required, sent with the act. */
export function ReasonDialog({ title, text, isBusy, onSend, onCancel }: { title: string; text?: string; isBusy: boolean; onSend(reason: string): void; onCancel(): void }) {
  const { t } = useTranslation('sign');
  const id = useId();
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  const isEmpty = !reason.trim();
  return (
    <Modal
      open
      title={title}
      okText={t('actions.send')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: isBusy, 'data-testid': 'reason-send' }}
      onOk={() => {
        setTouched(true);
        if (!isEmpty) onSend(reason.trim());
      }}
      onCancel={onCancel}
    >
      {text && <Typography.Paragraph>{text}</Typography.Paragraph>}
      <label htmlFor={id}>{t('actions.reason')}</label>
      <Input.TextArea
        id={id}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        maxLength={1000}
        autoSize={{ minRows: 3, maxRows: 8 }}
        status={isTouched && isEmpty ? 'error' : undefined}
        aria-invalid={isTouched && isEmpty}
        aria-describedby={isTouched && isEmpty ? `${id}-error` : undefined}
        autoFocus
        data-testid="reason-input"
      />
      {isTouched && isEmpty && (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          {t('actions.reasonRequired')}
        </Typography.Text>
      )}
    </Modal>
  );
}
