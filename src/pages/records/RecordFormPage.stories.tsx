import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, ok } from '../../dashboard/in-memory-fetcher';
import { memberDirectory, paralegal } from './member-fixtures';
import { matter } from './record-fixtures';
import { RecordFormPage } from './RecordFormPage';
import { recordStoryFrame } from './RecordStoryFrame';

const record = matter();

const meta: Meta<typeof RecordFormPage> = {
  title: 'Records/Form',
  component: RecordFormPage,
  decorators: [recordStoryFrame],
  args: { moduleId: 'matters' },
};

export default meta;
type Story = StoryObj<typeof RecordFormPage>;

/** A new matter: the module's form drawn by the office form renderer, with the client picker and the office's members to assign it to. */
export const New: Story = {
  parameters: { path: '/matters/new', pattern: '/matters/new', routes: { '/team/directory': memberDirectory() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('record-form')).toBeInTheDocument();
    await expect(canvas.getByTestId('client-select')).toBeInTheDocument();
    await userEvent.click(within(canvas.getByTestId('assignee-select')).getByRole('combobox'));
    await expect(await within(document.body).findByText('Noam Pro', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  },
};

/** The members' list cannot be read: the picker says so, and is shut while it has no one to offer. */
export const MembersUnavailable: Story = {
  parameters: { path: '/matters/new', pattern: '/matters/new', routes: { '/team/directory': failing('The server could not answer', 500) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/לא ניתן לטעון את רשימת חברי הצוות|The team list could not be loaded/)).toBeInTheDocument();
  },
};

/** An office whose directory has no one else: the open picker says there is no member to choose. */
export const NoMembers: Story = {
  parameters: { path: '/matters/new', pattern: '/matters/new', routes: { '/team/directory': memberDirectory([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByTestId('assignee-select')).getByRole('combobox'));
    await expect(await within(document.body).findByText(/אין במשרד חברי צוות פעילים|The office has no active members/)).toBeInTheDocument();
  },
};

/** Editing a matter: its answers in the form, its client named. */
export const Edit: Story = {
  parameters: { path: `/matters/${record.id}/edit`, pattern: '/matters/:id/edit', routes: { [`/records/matters/${record.id}`]: ok(record), '/team/directory': memberDirectory([paralegal()]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Levi v. Cohen')).toBeInTheDocument();
    await expect(canvas.getByText('Dana Levi')).toBeInTheDocument();
  },
};
