import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { DocumentHistory } from './DocumentHistory';
import { documentStoryFrame } from './DocumentStoryFrame';
import { libraryDocument } from './library-fixtures';
import { documentHistory } from './sharing-fixtures';

const { id } = libraryDocument();
const HISTORY = `/pdf/docs/${id}/history`;

const meta: Meta<typeof DocumentHistory> = {
  title: 'Documents/History',
  component: DocumentHistory,
  decorators: [documentStoryFrame],
  args: { id },
};

export default meta;
type Story = StoryObj<typeof DocumentHistory>;

/** Newest first: who did what and when (the office's date format), the version a download or upload concerned, and what a change changed. */
export const Timeline: Story = {
  parameters: { routes: { [HISTORY]: documentHistory() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = await canvas.findAllByTestId('history-entry');
    await expect(entries.map((entry) => entry.getAttribute('data-event'))).toEqual(['document.downloaded', 'document.shared', 'document.version.create', 'document.update', 'document.upload']);
    // The legal office's word for a document names the events.
    await expect(entries[0]).toHaveTextContent(/הורדת .+ מהספרייה|downloaded from the library/);
    await expect(entries[0]).toHaveTextContent('Noam Pro');
    await expect(entries[0]).toHaveTextContent(/גרסה 2|Version 2/);
    await expect(entries[3]).toHaveTextContent(/סטטוס, תגיות|Status, Tags/);
    await expect(within(entries[4]!).getByRole('time')).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
    await expect(canvas.queryByTestId('history-more')).toBeNull();
  },
};

/** More entries than shown: earlier ones are asked for on demand. */
export const More: Story = {
  parameters: { routes: { [HISTORY]: (_path: string, query: URLSearchParams) => documentHistory(query.get('limit') === '10' ? 12 : 5) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('history-more'));
    await waitFor(() => expect(canvas.queryByTestId('history-more')).toBeNull());
  },
};

/** Nothing done yet. */
export const Empty: Story = {
  parameters: { routes: { [HISTORY]: ok({ entries: [], total: 0, page: 1, limit: 10 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('history-empty')).toBeInTheDocument();
  },
};

/** While it loads. */
export const Loading: Story = {
  parameters: { routes: { [HISTORY]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('history-loading')).toBeInTheDocument();
  },
};

/** It did not load: said so, with a retry. */
export const Failed: Story = {
  parameters: { routes: { [HISTORY]: failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ההיסטוריה לא נטענה|The history did not load/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /לנסות שוב|Try again/ })).toBeEnabled();
  },
};
