import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { attorney, memberDirectory, paralegal } from '../records/member-fixtures';
import { DocumentSharing } from './DocumentSharing';
import { documentStoryFrame } from './DocumentStoryFrame';
import { libraryDocument } from './library-fixtures';
import { documentShares, paralegalShare } from './sharing-fixtures';
import type { DocumentSharesChange } from './use-document-sharing';

const document = libraryDocument();
const SHARES = `/pdf/docs/${document.id}/shares`;
const directory = memberDirectory([attorney(), paralegal()]);

// Saves as the server does: answers the list it was sent, with names from the directory.
const saving = () =>
  fn(async (_id: string, change: DocumentSharesChange) => {
    const named = change.shares.map((share) => ({ ...share, userName: directory.data.members.find((member) => member.userId === share.userId)?.name ?? null, grantedBy: null, grantedAt: '2026-11-27T10:00:00.000Z' }));
    return { success: true as const, message: 'Sharing saved', messages: { he: 'השיתוף נשמר', en: 'Sharing saved' }, data: { shares: named, canManage: true } };
  });

const meta: Meta<typeof DocumentSharing> = {
  title: 'Documents/Sharing',
  component: DocumentSharing,
  decorators: [documentStoryFrame],
  args: { document },
};

export default meta;
type Story = StoryObj<typeof DocumentSharing>;

/** Shared with the attorney to edit: the owner adds the paralegal to view, then removes the attorney; each change saves the whole list. */
export const Manage: Story = {
  args: { save: saving() },
  parameters: { routes: { [SHARES]: documentShares(), '/team/directory': directory } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const rows = await canvas.findAllByTestId('share-row');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Noa Ben-David');
    await expect(within(rows[0]!).getByTestId('share-permission')).toHaveTextContent(/עריכה|Edit/);

    await userEvent.click(within(canvas.getByTestId('share-member')).getByRole('combobox'));
    // The attorney has a share already and the owner needs none: only the paralegal is offered.
    const offered = await body.findByText('Noam Pro', { selector: '.ant-select-item-option-content' });
    await expect(body.queryByText('Noa Ben-David', { selector: '.ant-select-item-option-content' })).toBeNull();
    await userEvent.click(offered);
    await userEvent.click(canvas.getByTestId('share-submit'));
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(document.id, { shares: [{ userId: attorney().userId, permission: 'edit' }, { userId: paralegal().userId, permission: 'view' }] }));
    await waitFor(() => expect(canvas.getAllByTestId('share-row')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('button', { name: /Noa Ben-David/ }));
    await waitFor(() => expect(args.save).toHaveBeenLastCalledWith(document.id, { shares: [{ userId: paralegal().userId, permission: 'view' }] }));
    await waitFor(() => expect(canvas.getAllByTestId('share-row')).toHaveLength(1));
    await expect(canvas.getByTestId('share-row')).toHaveTextContent('Noam Pro');
  },
};

/** One who may only view sees who it is shared with, and why they cannot change it. */
export const ReadOnly: Story = {
  parameters: { routes: { [SHARES]: documentShares([paralegalShare()], false), '/team/directory': directory } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('share-row')).toHaveTextContent(/צפייה|View/);
    await expect(canvas.queryByTestId('share-add')).toBeNull();
    await expect(canvas.queryByTestId('share-permission')).toBeNull();
    await expect(canvas.getByTestId('document-sharing')).toHaveTextContent(/רק הבעלים|Only the owner/);
  },
};

/** Shared with no one yet: said so, in the office's word for a document, with the way to add one. */
export const Empty: Story = {
  parameters: { routes: { [SHARES]: ok({ shares: [], canManage: true }), '/team/directory': directory } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('shares-empty')).toBeInTheDocument();
    await expect(canvas.getByTestId('share-submit')).toBeDisabled();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { routes: { [SHARES]: pending(), '/team/directory': directory } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('shares-loading')).toBeInTheDocument();
  },
};

/** The list did not load: said so, with a retry. */
export const Failed: Story = {
  parameters: { routes: { [SHARES]: failing(), '/team/directory': directory } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/רשימת השיתוף לא נטענה|The sharing list did not load/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /לנסות שוב|Try again/ })).toBeEnabled();
  },
};
