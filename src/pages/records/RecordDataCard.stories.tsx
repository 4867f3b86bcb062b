import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerFieldError } from '../../../engine/forms/field-error-schema';
import { matter } from './record-fixtures';
import { RecordDataCard } from './RecordDataCard';
import { recordStoryFrame } from './RecordStoryFrame';
import { useRecordModule } from './use-record-module';

// The field errors of a refused save, as the API client hands them over: the records route's names, the reader's words.
const REFUSAL: Record<string, ServerFieldError[]> = {
  he: [{ field: 'data.court', message: 'ארוך מדי' }, { field: 'data', message: 'הנתונים השתנו בשרת' }],
  en: [{ field: 'data.court', message: 'Too long' }, { field: 'data', message: 'The data changed on the server' }],
};

/** A legal matter's own fields after the server refused a save. */
function RefusedMatter() {
  const { i18n } = useTranslation();
  const module = useRecordModule('matters');
  const [data, setData] = useState<Record<string, unknown>>(() => ({ ...matter().data }));
  // One refusal for the story's life, as the API client hands over one per failed save: the toolbar's language
  // arriving after the first drawing must not look like a second refusal.
  const [refusal] = useState(() => REFUSAL[i18n.language] ?? REFUSAL.en);
  if (!module) return null;
  return <RecordDataCard form={module.collection.form} data={data} onChange={setData} serverErrors={refusal} />;
}

const meta: Meta<typeof RefusedMatter> = {
  title: 'Records/Form data',
  component: RefusedMatter,
  decorators: [recordStoryFrame],
};

export default meta;
type Story = StoryObj<typeof RefusedMatter>;

/** The server's complaint about a field is shown at that field and goes once it is changed; one about the data as a whole is listed above. */
export const ServerFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Tel Aviv District Court');
    // Found afresh each time: the story may be drawn again once the toolbar's language and theme arrive.
    const court = () => canvasElement.querySelector<HTMLInputElement>('#root_court');
    const courtError = () => court()?.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
    await waitFor(() => expect(courtError()).toMatch(/ארוך מדי|Too long/));
    const listed = canvas.getByTestId('record-field-errors');
    await expect(listed.textContent).toMatch(/הנתונים השתנו בשרת|The data changed on the server/);
    await expect(listed.textContent).not.toMatch(/ארוך מדי|Too long/);
    // Changing the court takes its complaint away; a redrawing in between starts the story afresh, so try again then.
    const isChanged = async () => {
      await waitFor(() => expect(courtError()).toMatch(/ארוך מדי|Too long/));
      await userEvent.type(court() as HTMLInputElement, ' 2');
      return waitFor(() => {
        expect(court()?.value).toBe('Tel Aviv District Court 2');
        expect(courtError()).not.toMatch(/ארוך מדי|Too long/);
      }).then(
        () => true,
        () => false,
      );
    };
    let changed = await isChanged();
    for (let attempt = 1; attempt < 3 && !changed; attempt += 1) changed = await isChanged();
    await expect(changed).toBe(true);
  },
};
