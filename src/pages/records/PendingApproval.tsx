import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useFormatTime } from '../../app/time/use-format-time';
import type { PendingMove } from './record-types';

interface PendingApprovalProps {
  pending: PendingMove;
  canDecide: boolean;
  isPending: boolean;
  onApprove(): void;
  onReject(reason: string): void;
}

/** A move waiting for approval: who asked and when, and for an approver the approve and reject (with a reason) buttons. */
export function PendingApproval({ pending, canDecide, isPending, onApprove, onReject }: PendingApprovalProps) {
  const { t, i18n } = useTranslation('records');
  const format = useFormatTime();
  const [isRejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const reject = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setRejecting(false);
    onReject(values.reason.trim());
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBlockEnd: 16 }}
      title={t('workflow.pending', { stage: pickText(pending.toName, i18n.language) || pending.to })}
      description={t('workflow.requestedBy', { name: pending.requestedByName ?? '', time: format(pending.requestedAt) })}
      data-testid="pending-approval"
      action={
        canDecide ? (
          <Space wrap>
            <Button type="primary" onClick={onApprove} loading={isPending} data-testid="approve">
              {t('workflow.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)} disabled={isPending} data-testid="reject">
              {t('workflow.reject')}
            </Button>
            <Modal open={isRejecting} title={t('workflow.rejectTitle')} okText={t('workflow.reject')} okButtonProps={{ danger: true }} cancelText={t('workflow.cancel')} onOk={() => void reject()} onCancel={() => setRejecting(false)} destroyOnHidden>
              <Form form={form} layout="vertical" preserve={false}>
                <Form.Item name="reason" label={t('workflow.rejectReason')} rules={[{ required: true, whitespace: true, message: t('workflow.reasonRequired') }]}>
                  <Input.TextArea rows={3} maxLength={1000} />
                </Form.Item>
              </Form>
            </Modal>
          </Space>
        ) : undefined
      }
    />
  );
}
