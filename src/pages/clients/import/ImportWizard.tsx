import { Alert, Button, Modal, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerm } from '../../../app/office/use-term';
import { previewImport, runImport, type ImportPreview, type ImportResult } from './import-api';
import { ImportFileStep } from './ImportFileStep';
import { initialMapping, mappingProblems, type ImportMapping } from './import-mapping';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportResultView } from './ImportResultView';

const STEPS = ['file', 'mapping', 'check', 'done'] as const;
type Step = (typeof STEPS)[number];
const STEP_TITLES = { file: 'transfer.stepFile', mapping: 'transfer.stepMapping', check: 'transfer.stepCheck', done: 'transfer.stepDone' } as const;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The import in four steps: a file, its columns matched to client fields, a dry run to check, the import itself. */
export function ImportWizard({ onImported, onClose }: { onImported(): void; onClose(): void }) {
  const { t } = useTranslation('clients');
  const term = useTerm();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [result, setResult] = useState<ImportResult>();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // Runs one call of a step; its failure stays on the step as a message.
  const busyWith = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await call();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (chosen: File) =>
    void busyWith(async () => {
      const read = await previewImport(chosen);
      setFile(chosen);
      setPreview(read);
      setMapping(initialMapping(read.columns, read.suggestedMapping));
      setStep('mapping');
    });

  const onImport = (isDryRun: boolean) =>
    void busyWith(async () => {
      if (!file) return;
      const outcome = await runImport(file, mapping, isDryRun);
      setResult(outcome);
      setStep(isDryRun ? 'check' : 'done');
      if (!isDryRun && outcome.imported > 0) onImported();
    });

  const back = (to: Step) => () => {
    setError(undefined);
    setStep(to);
  };

  const footer = {
    file: [<Button key="close" onClick={onClose}>{t('transfer.close')}</Button>],
    mapping: [
      <Button key="back" onClick={back('file')} disabled={isBusy}>{t('transfer.back')}</Button>,
      <Button key="check" type="primary" loading={isBusy} disabled={mappingProblems(mapping).length > 0} onClick={() => onImport(true)}>{t('transfer.check')}</Button>,
    ],
    check: [
      <Button key="back" onClick={back('mapping')} disabled={isBusy}>{t('transfer.back')}</Button>,
      <Button key="import" type="primary" loading={isBusy} disabled={!result || result.imported === 0} onClick={() => onImport(false)}>{t('transfer.importNow')}</Button>,
    ],
    done: [<Button key="close" type="primary" onClick={onClose}>{t('transfer.close')}</Button>],
  }[step];

  return (
    <Modal open title={t('transfer.title', { clients: term('clients') })} width={820} onCancel={onClose} footer={footer} maskClosable={false} destroyOnHidden>
      <Steps size="small" current={STEPS.indexOf(step)} items={STEPS.map((name) => ({ title: t(STEP_TITLES[name]) }))} style={{ marginBlockEnd: 20 }} />
      {step === 'file' ? <ImportFileStep isBusy={isBusy} {...(error ? { error } : {})} onFile={onFile} /> : null}
      {step !== 'file' && error ? <Alert type="error" showIcon title={t('transfer.importFailed')} description={error} style={{ marginBlockEnd: 12 }} /> : null}
      {step === 'mapping' && preview ? <ImportMappingStep preview={preview} mapping={mapping} onChange={setMapping} /> : null}
      {(step === 'check' || step === 'done') && result ? <ImportResultView result={result} /> : null}
    </Modal>
  );
}
