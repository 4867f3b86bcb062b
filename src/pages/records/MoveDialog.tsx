import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { moveInputValues } from './move-inputs';
import { moveInputControl } from './MoveInputField';
import type { WorkflowMove } from './record-types';

interface MoveDialogProps {
  move: WorkflowMove | undefined;
  isPending: boolean;
  onCancel(): void;
  onConfirm(inputs: Record<string, unknown>): void;
}

/** A move that asks for inputs (a filing number, a date): one field per input, by its type, required ones checked here. */
export function MoveDialog({ move, isPending, onCancel, onConfirm }: MoveDialogProps) {
  const { t, i18n } = useTranslation('records');
  const [form] = Form.useForm<Record<string, unknown>>();
  const label = move ? pickText(move.label, i18n.language) : '';
  const confirm = async () => {
    if (!move) return;
    const values = await form.validateFields().catch(() => undefined);
    if (values) onConfirm(moveInputValues(move.requiredInputs, values));
  };
  return (
    <Modal
      open={move !== undefined}
      title={t('workflow.inputsTitle', { label })}
      okText={t('workflow.confirm')}
      cancelText={t('workflow.cancel')}
      onOk={() => void confirm()}
      onCancel={onCancel}
      confirmLoading={isPending}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      data-testid="move-dialog"
    >
      <Typography.Paragraph type="secondary">{t('workflow.inputsIntro')}</Typography.Paragraph>
      {move?.requiresApproval ? <Typography.Paragraph>{t('workflow.needsApproval')}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" preserve={false}>
        {(move?.requiredInputs ?? []).map((input) => (
          <Form.Item
            key={input.name}
            name={input.name}
            label={pickText(input.label, i18n.language)}
            rules={input.required ? [{ required: true, message: t('workflow.inputRequired') }] : []}
          >
            {moveInputControl(input)}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
