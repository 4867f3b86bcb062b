import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFieldTypes } from '../../engine/forms/field-types';
import { registerStrings } from '../../src/i18n/load-namespaces';
import { formBuilderStrings } from '../../src/i18n/locales/form-builder';
import { brokenForm, emptyForm, sectionedForm } from './builder-fixtures';
import { FormBuilder } from './FormBuilder';

registerStrings('formBuilder', formBuilderStrings);

const meta: Meta<typeof FormBuilder> = {
  title: 'Builder/Form builder',
  component: FormBuilder,
  args: { initial: emptyForm, languages: ['he', 'en'], onSave: fn(async () => ({ isSaved: true as const })) },
};

export default meta;
type Story = StoryObj<typeof FormBuilder>;

/** A new form: the registry's palette, an empty canvas; a field added from the palette is selected and marks the form unsaved, and undo takes it away. */
export const EmptyBuilder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('palette-item')).toHaveLength(Object.keys(formFieldTypes).length);
    await expect(canvas.getByTestId('section-empty')).toBeInTheDocument();
    await expect(canvas.getByTestId('properties-none')).toBeInTheDocument();
    await expect(canvas.queryByTestId('builder-unsaved')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /הוספת שדה טלפון|Add a Phone field/ }));
    const field = await canvas.findByTestId('canvas-field');
    await expect(field).toHaveAttribute('data-key', 'phone1');
    await expect(field).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByTestId('field-properties')).toHaveAttribute('data-field', 'phone1');
    await expect(canvas.getByTestId('builder-unsaved')).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('field-duplicate'));
    await waitFor(() => expect(canvas.getAllByTestId('canvas-field').map((item) => item.getAttribute('data-key'))).toEqual(['phone1', 'phone1Copy']));
    await expect(canvas.getAllByTestId('canvas-field')[1]).toHaveTextContent(/טלפון \(עותק\)|Phone \(copy\)/);
    // Ctrl+Z outside a text box undoes the copy, Ctrl+Shift+Z redoes it; the undo button takes both fields away.
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(canvas.getAllByTestId('canvas-field')).toHaveLength(1));
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(canvas.getAllByTestId('canvas-field')).toHaveLength(2));
    await userEvent.click(canvas.getByTestId('builder-undo'));
    await userEvent.click(canvas.getByTestId('builder-undo'));
    await waitFor(() => expect(canvas.queryByTestId('canvas-field')).toBeNull());
    await expect(canvas.queryByTestId('builder-unsaved')).toBeNull();
  },
};

/** A form in two titled sections with their fields in order, and a field moved by the keyboard to the next place. */
export const WithSections: Story = {
  args: { initial: sectionedForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = await canvas.findAllByTestId('canvas-section');
    await expect(sections.map((section) => section.getAttribute('data-id'))).toEqual(['who', 'matter', 'loose']);
    await expect(sections[0]).toHaveTextContent(/פרטים אישיים|Personal details/);
    await expect(within(sections[0]!).getAllByTestId('canvas-field').map((field) => field.getAttribute('data-key'))).toEqual(['fullName', 'phone']);
    await expect(within(sections[2]!).getAllByTestId('canvas-field').map((field) => field.getAttribute('data-key'))).toEqual(['agree']);
    // Space picks the name up, the down arrow moves it below the phone, space drops it.
    const handle = within(sections[0]!).getAllByTestId('field-handle')[0]!;
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvas.getAllByTestId('canvas-section')[0]!).getAllByTestId('canvas-field').map((field) => field.getAttribute('data-key'))).toEqual(['phone', 'fullName']));
    await expect(canvas.getByTestId('builder-unsaved')).toBeInTheDocument();
  },
};

/** A select's properties: labels in each language, its options (the enum follows them), and its rules. */
export const SelectProperties: Story = {
  args: { initial: sectionedForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const topic = (await canvas.findAllByTestId('canvas-field')).find((field) => field.getAttribute('data-key') === 'topic')!;
    await userEvent.click(within(topic).getByTestId('field-select'));
    const panel = await canvas.findByTestId('field-properties');
    await expect(within(panel).getByTestId('field-label-he')).toHaveValue('נושא');
    await expect(within(panel).getByTestId('field-label-en')).toHaveValue('Topic');
    await expect(within(panel).getAllByTestId('option-row')).toHaveLength(2);
    await userEvent.click(within(panel).getByTestId('option-add'));
    await expect(within(panel).getAllByTestId('option-row')).toHaveLength(3);
    await expect(within(panel).getAllByTestId('option-value')[2]).toHaveValue('option3');
    // The new option matches the enum: no problem is shown beside the field.
    await expect(within(topic).queryByTestId('canvas-field-issues')).toBeNull();
    await expect(within(panel).getByTestId('visible-when')).toBeInTheDocument();
  },
};

/** The preview in English, left to right, through the app's renderer: a section's title, and the form's own message when the name is missing. */
export const PreviewInEnglish: Story = {
  args: { initial: sectionedForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /תצוגה מקדימה|Preview/ }));
    const preview = await canvas.findByTestId('form-preview');
    await userEvent.click(within(preview).getByText(/^(אנגלית|English)$/));
    const body = await within(preview).findByTestId('form-preview-body');
    await waitFor(() => expect(body).toHaveAttribute('dir', 'ltr'));
    await expect(await within(body).findByText('Personal details')).toBeInTheDocument();
    await expect(within(body).getByLabelText(/Full name/)).toBeInTheDocument();
    await userEvent.click(within(body).getByRole('button', { name: 'Save' }));
    await expect(await within(body).findByText('Please fill in the full name')).toBeInTheDocument();
    await userEvent.type(within(body).getByLabelText(/Full name/), 'Dana');
    await userEvent.click(within(body).getByRole('button', { name: 'Save' }));
    await expect(await within(preview).findByTestId('preview-valid')).toBeInTheDocument();
  },
};

/** A form the checks refuse: each problem beside its field, and saving says so without sending it. */
export const ValidationErrors: Story = {
  args: { initial: brokenForm, onSave: fn(async () => ({ isSaved: true as const })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await canvas.findAllByTestId('canvas-field');
    await waitFor(() => expect(within(fields[0]!).getByTestId('canvas-field-issues')).toHaveTextContent(/האפשרויות אינן תואמות|The options do not match/));
    await expect(within(fields[1]!).getByTestId('canvas-field-issues')).toHaveTextContent(/התנאי מפנה לשדה "gone"|The condition names “gone”/);
    await userEvent.click(within(fields[1]!).getByTestId('field-select'));
    await expect((await canvas.findByTestId('field-issues')).querySelector('[data-path="/fields/extra/visibleWhen/field"]')).toHaveTextContent(/gone/);
    await userEvent.click(canvas.getByTestId('builder-save'));
    await expect(await canvas.findByTestId('builder-notice-error')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
