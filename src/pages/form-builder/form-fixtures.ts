import { sectionedForm } from '../../../builder/form/builder-fixtures';
import type { FormSummary, StoredForm } from './forms-api';

/** The office's intake, stored at version 3 and used as its client intake. */
export const storedIntake: StoredForm = {
  id: '6a1f0000-0000-4000-8000-000000000001',
  formId: 'intake',
  title: sectionedForm.title,
  category: 'intake',
  version: 3,
  fieldCount: Object.keys(sectionedForm.fields).length,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedByName: 'Dana Levi',
  usedAs: ['clientIntake'],
  definition: sectionedForm,
};

/** The office's forms as the list answers them. */
export const formList = (forms: StoredForm[] = [storedIntake]): { data: FormSummary[] } => ({ data: forms.map(({ definition: _definition, ...summary }) => summary) });
