import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentChoice, type SignedDocument } from './DocumentChoice';
import { ParticipantRow } from './ParticipantRow';
import { moveParticipant, newParticipant, type ParticipantDraft } from './signing-draft';

interface ParticipantsStepProps {
  /** The document chosen in the dialog, when it was not given. */
  choice?: { value?: SignedDocument; error?: string; onChange(document: SignedDocument): void };
  language: string;
  onRemoved(key: string): void;
}

/** The send dialog's first step: the {{document}} (when not given), the workflow's name, whether order is kept, and the participants. */
export function ParticipantsStep({ choice, language, onRemoved }: ParticipantsStepProps) {
  const { t } = useTranslation('signing');
  const form = Form.useFormInstance();
  const participants = (): ParticipantDraft[] => form.getFieldValue('participants') ?? [];
  return (
    <>
      {choice ? (
        <Form.Item label={t('send.chooseDocument')} required validateStatus={choice.error ? 'error' : undefined} help={choice.error}>
          <DocumentChoice value={choice.value} onChange={choice.onChange} />
        </Form.Item>
      ) : null}
      <Form.Item name="name" label={t('send.name')} rules={[{ max: 255 }]}>
        <Input maxLength={255} data-testid="workflow-name" />
      </Form.Item>
      <Form.Item name={['settings', 'requireOrder']} label={t('send.requireOrder')} valuePropName="checked" extra={t('send.requireOrderHelp')}>
        <Switch data-testid="require-order" />
      </Form.Item>
      <Form.List name="participants">
        {(entries) => (
          <Flex vertical gap={12}>
            {entries.map((entry) => (
              <ParticipantRow
                // Keyed by the participant too: a moved row is drawn afresh with its own state.
                key={`${entry.key}-${participants()[entry.name]?.key ?? ''}`}
                name={entry.name}
                count={entries.length}
                onMove={(to) => form.setFieldValue('participants', moveParticipant(participants(), entry.name, to))}
                onRemove={() => {
                  const removed = participants()[entry.name];
                  form.setFieldValue(
                    'participants',
                    participants().filter((_, index) => index !== entry.name),
                  );
                  if (removed) onRemoved(removed.key);
                }}
              />
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => form.setFieldValue('participants', [...participants(), newParticipant(participants(), language)])} data-testid="participant-add">
              {t('send.add')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
