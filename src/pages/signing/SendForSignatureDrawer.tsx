import { Alert, Button, Drawer, Flex, Form, Space, Steps } from 'antd';
import i18next from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { serverMessage } from '../../api/messages';
import type { SigningWorkflow } from '../../api/signing-answers';
import { ActionError } from '../../app/actions/ActionError';
import { useNotify } from '../../notifications/notifications';
import type { SignedDocument } from './DocumentChoice';
import { FieldsStep } from './FieldsStep';
import { ParticipantsStep } from './ParticipantsStep';
import { SettingsStep } from './SettingsStep';
import { useSigningCalls } from './signing-calls';
import { draftFromWorkflow, emptyDraft, errorPath, inputFromDraft, stepOfError, type FieldDraft, type ParticipantDraft, type SendDraft } from './signing-draft';

const STEPS = ['participants', 'fields', 'settings'] as const;

interface SendForSignatureDrawerProps {
  /** The library PDF to send; without it the dialog asks for one. */
  document?: SignedDocument;
  /** A draft to change (PUT), opened with its participants, boxes and settings. */
  workflow?: SigningWorkflow;
  onClose(): void;
  onSaved(workflow: SigningWorkflow): void;
}

/**
 * The send dialog (issue 24): participants and their order, boxes placed on the PDF's pages, the settings and a
 * review; saved as a draft or sent. The server's refusals are shown at their fields, on their step.
 */
export function SendForSignatureDrawer({ document: given, workflow, onClose, onSaved }: SendForSignatureDrawerProps) {
  const { t, i18n } = useTranslation('signing');
  const calls = useSigningCalls();
  const notify = useNotify();
  const [form] = Form.useForm<SendDraft>();
  const initial = useMemo(() => (workflow ? draftFromWorkflow(workflow) : { draft: emptyDraft(given?.name ?? '', i18n.language), fields: [] as FieldDraft[] }), [workflow, given, i18n.language]);
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<SignedDocument>();
  const [fields, setFields] = useState<FieldDraft[]>(initial.fields);
  const [fieldErrors, setFieldErrors] = useState<{ index: number; message: string }[]>([]);
  const [documentError, setDocumentError] = useState<string>();
  const [pending, setPending] = useState<'draft' | 'send'>();
  const [error, setError] = useState<Error>();
  const [stepsWithErrors, setStepsWithErrors] = useState<number[]>([]);
  const participants = (Form.useWatch('participants', form) as ParticipantDraft[] | undefined) ?? initial.draft.participants;
  const document = given ?? chosen;

  const choose = (picked: SignedDocument) => {
    setChosen(picked);
    setDocumentError(undefined);
    setFields([]);
    if (!form.getFieldValue('name')) form.setFieldValue('name', picked.name);
  };

  const showRefusal = (caught: ApiError) => {
    const boxes: { index: number; message: string }[] = [];
    const steps = new Set<number>();
    const placed = caught.fieldErrors.flatMap(({ field, message }) => {
      const path = errorPath(field);
      steps.add(stepOfError(path));
      if (path[0] === 'fields') {
        boxes.push({ index: typeof path[1] === 'number' ? path[1] : 0, message });
        return [];
      }
      if (path[0] === 'documentId') {
        setDocumentError(message);
        return [];
      }
      return [{ name: path, errors: [message] }];
    });
    // The server's paths name the form's fields; the form's types cannot know them ahead.
    form.setFields(placed as Parameters<typeof form.setFields>[0]);
    setFieldErrors(boxes);
    setStepsWithErrors([...steps]);
    setStep(Math.min(...steps));
  };

  const save = async (send: boolean) => {
    setError(undefined);
    setFieldErrors([]);
    setStepsWithErrors([]);
    if (!document) {
      setDocumentError(t('send.required'));
      setStep(0);
      return;
    }
    try {
      await form.validateFields();
    } catch (invalid) {
      const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) setStep(stepOfError(first.name));
      return;
    }
    setPending(send ? 'send' : 'draft');
    try {
      const input = inputFromDraft(document.id, form.getFieldsValue(true) as SendDraft, fields, send);
      const answer = workflow ? await calls.update(workflow.id, input) : await calls.create(input);
      notify({ message: serverMessage(answer, i18next.language) ?? t(send ? 'send.sent' : 'send.saved'), severity: 'success' });
      onSaved(answer.data);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldErrors.length > 0) showRefusal(caught);
      else setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setPending(undefined);
    }
  };

  const title = workflow ? t('send.titleEdit', { name: workflow.name }) : document ? t('send.title', { name: document.name }) : t('send.titleNew');
  return (
    <Drawer
      open
      title={title}
      size="min(1100px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      data-testid="send-drawer"
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Space>
            <Button disabled={step === 0} onClick={() => setStep(step - 1)} data-testid="send-back">
              {t('send.back')}
            </Button>
            <Button disabled={step === STEPS.length - 1} onClick={() => setStep(step + 1)} data-testid="send-next">
              {t('send.next')}
            </Button>
          </Space>
          <Space>
            <Button loading={pending === 'draft'} disabled={Boolean(pending)} onClick={() => void save(false)} data-testid="send-save-draft">
              {t('send.saveDraft')}
            </Button>
            <Button type="primary" loading={pending === 'send'} disabled={Boolean(pending)} onClick={() => void save(true)} data-testid="send-submit">
              {t('send.sendNow')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Steps
        current={step}
        onChange={setStep}
        aria-label={t('send.stepsLabel')}
        items={STEPS.map((key, index) => ({ key, title: t(`send.steps.${key}`), status: stepsWithErrors.includes(index) ? 'error' : undefined }))}
        style={{ marginBlockEnd: 24 }}
        data-testid="send-steps"
      />
      <ActionError error={error} onClose={() => setError(undefined)} />
      {stepsWithErrors.length ? <Alert type="error" showIcon style={{ marginBlockEnd: 16 }} title={t('send.errorsAt', { steps: stepsWithErrors.map((index) => t(`send.steps.${STEPS[index]}`)).join(', ') })} data-testid="send-errors" /> : null}
      <Form form={form} layout="vertical" initialValues={initial.draft}>
        {/* Every step stays mounted: its values and its errors live while another is shown. */}
        <div hidden={step !== 0} data-testid="send-step-participants">
          <ParticipantsStep
            choice={given ? undefined : { value: chosen, error: documentError, onChange: choose }}
            language={i18n.language}
            onRemoved={(key) => setFields((current) => current.filter((field) => field.participantKey !== key))}
          />
        </div>
        <div hidden={step !== 1} data-testid="send-step-fields">
          {step === 1 || fields.length ? (
            document ? (
              <FieldsStep document={document} participants={participants} fields={fields} onChange={setFields} errors={fieldErrors} />
            ) : (
              <Alert type="info" showIcon title={t('send.noDocument')} />
            )
          ) : null}
        </div>
        <div hidden={step !== 2} data-testid="send-step-settings">
          <SettingsStep document={document?.name} fields={fields} />
        </div>
      </Form>
    </Drawer>
  );
}
