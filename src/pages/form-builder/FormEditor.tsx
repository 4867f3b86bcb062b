import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Modal, Skeleton } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { FormBuilder, type SaveResult } from '../../../builder/form/FormBuilder';
import type { FormDefinition } from '../../../engine/generated/config-types';
import type { Language } from '../../../engine/i18n/languages';
import { ApiError } from '../../api/api-error';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useUnsavedChanges } from '../../app/routing/use-unsaved-changes';
import { FORMS_API, type StoredForm } from './forms-api';
import { useFormsApi } from './forms-api-context';
import { newFormDefinition } from './new-form';

/** What the editor of one form needs: which form (none for a new one), the office's languages, and where to go. */
export interface FormEditorProps {
  formId: string | undefined;
  /** Where a new form starts (a copy of the office's intake); a blank form when not given. */
  start?: FormDefinition;
  languages: readonly Language[];
  takenIds: readonly string[];
  onBack(): void;
  onCreated(id: string): void;
}

// A refusal as the builder shows it: 400's field errors by JSON path beside their fields, 409 as stale.
function refusal(error: unknown, stale: string): SaveResult {
  if (error instanceof ApiError) {
    if (error.status === 409) return { isSaved: false, message: stale };
    return { isSaved: false, issues: error.fieldErrors.map((issue) => ({ path: issue.field, message: issue.message })), message: error.message };
  }
  return { isSaved: false };
}

// The key of the builder of a new form, kept once it is saved and has its own address.
const NEW_BUILDER = 'new';

/** The builder of a new form or a stored one; saving creates it or writes a new version of it. */
export function FormEditor({ formId, start, languages, takenIds, onBack, onCreated }: FormEditorProps) {
  const { t, i18n } = useTranslation('formBuilder');
  const formsApi = useFormsApi();
  const stored = useSWR<{ data: StoredForm }>(formId ? FORMS_API.one(formId) : null);
  const { mutate } = useSWRConfig();
  // The form this editor has just created: it stays the same builder (its saved notice, its undo history) when the
  // page takes the new form's address.
  const [createdId, setCreatedId] = useState<string>();
  const isDirty = useRef(false);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((next: boolean) => {
    isDirty.current = next;
    setDirty(next);
  }, []);
  const blank = useMemo(() => start ?? newFormDefinition((language) => t('list.newForm', { lng: language }), languages, takenIds), [start, t, languages, takenIds]);
  const Back = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;

  // Asked in the page's own direction and theme (the hook's modal, not the static one).
  const [modal, modalHolder] = Modal.useModal();
  const askToLeave = useCallback(
    (proceed: () => void) => {
      void modal.confirm({ title: t('toolbar.leaveTitle'), content: t('toolbar.leaveText'), okText: t('toolbar.leave'), cancelText: t('toolbar.stay'), okButtonProps: { danger: true }, onOk: proceed });
    },
    [modal, t],
  );
  // Leaving through the app (its menu, links and shortcuts), the browser's back button or closing the tab asks too,
  // not only this page's back button.
  const unsaved = useUnsavedChanges(dirty, askToLeave);
  const leave = () => (isDirty.current ? askToLeave(onBack) : onBack());
  const back = (
    <>
      {modalHolder}
      <Button type="text" icon={<Back />} onClick={leave} data-testid="form-builder-back">
        {t('toolbar.back')}
      </Button>
    </>
  );

  const save = async (definition: FormDefinition): Promise<SaveResult> => {
    try {
      if (!formId) {
        const created = await formsApi.create(definition);
        onDirtyChange(false);
        // The new address replaces this page's entry, not the back button's guard entry ahead of it.
        await unsaved.saved();
        setCreatedId(created.data.id);
        await mutate(FORMS_API.one(created.data.id), created, { revalidate: false });
        onCreated(created.data.id);
        return { isSaved: true, definition: created.data.definition };
      }
      const version = stored.data?.data.version ?? 0;
      const updated = await formsApi.update(formId, definition, version, stored.data?.data.category ?? undefined);
      await stored.mutate(updated, { revalidate: false });
      return { isSaved: true, definition: updated.data.definition };
    } catch (error) {
      return refusal(error, t('toolbar.stale'));
    }
  };

  if (!formId) return <FormBuilder key={NEW_BUILDER} initial={blank} languages={languages} onSave={save} onDirtyChange={onDirtyChange} toolbarStart={back} />;
  if (stored.error) return <ErrorState error={stored.error} title={t('list.loadFailed')} onRetry={() => void stored.mutate()} />;
  if (!stored.data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="form-editor-loading" />;
  return <FormBuilder key={formId === createdId ? NEW_BUILDER : formId} initial={stored.data.data.definition} languages={languages} onSave={save} onDirtyChange={onDirtyChange} toolbarStart={back} />;
}
