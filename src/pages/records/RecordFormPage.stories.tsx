import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, ok } from '../../dashboard/in-memory-fetcher';
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

/** A new matter: the module's form drawn by the office form renderer, with the client and assignee pickers. */
export const New: Story = {
  parameters: { path: '/matters/new', pattern: '/matters/new', routes: { '/admin/team': failing('Forbidden', 403, 'FORBIDDEN') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('record-form')).toBeInTheDocument();
    await expect(canvas.getByTestId('client-select')).toBeInTheDocument();
    await expect(await canvas.findByText(/רשימת חברי הצוות אינה זמינה|The team list is not available/)).toBeInTheDocument();
  },
};

/** Editing a matter: its answers in the form, its client named. */
export const Edit: Story = {
  parameters: { path: `/matters/${record.id}/edit`, pattern: '/matters/:id/edit', routes: { [`/records/matters/${record.id}`]: ok(record), '/admin/team': ok({ members: [], roles: { platform: [], professional: [] } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Levi v. Cohen')).toBeInTheDocument();
    await expect(canvas.getByText('Dana Levi')).toBeInTheDocument();
  },
};
