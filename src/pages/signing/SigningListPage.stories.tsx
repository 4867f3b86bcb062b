import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { libraryPage } from '../documents/library-fixtures';
import { workflowRows, workflowsPage } from './signing-fixtures';
import { SigningListPage } from './SigningListPage';
import { signingStoryFrame } from './SigningStoryFrame';

const LIST = '/pdf/signing';

const meta: Meta<typeof SigningListPage> = {
  title: 'Signing/List',
  component: SigningListPage,
  decorators: [signingStoryFrame],
};

export default meta;
type Story = StoryObj<typeof SigningListPage>;

/** The active tab: each tab's count, each workflow's {{document}} linked, its status, progress as "2 of 3" with a bar, and whom it waits for. */
export const List: Story = {
  parameters: { routes: { [LIST]: (_path: string, query: URLSearchParams) => workflowsPage(query.get('search') ? workflowRows().slice(1, 2) : workflowRows()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /תהליכי חתימה|Signing workflows/ })).toBeInTheDocument();
    const table = await canvas.findByTestId('signing-table');
    await expect(within(table).getAllByTestId('workflow-link')).toHaveLength(3);
    await expect(within(table).getAllByTestId('workflow-link')[0]).toHaveAttribute('href', '/documents/workflows/5a1e0000-0000-4000-8000-000000000001');
    await expect(within(table).getAllByTestId('workflow-document')[0]).toHaveAttribute('href', '/documents/3c9d0000-0000-4000-8000-000000000001');
    await expect(within(table).getAllByTestId('signing-status')[0]).toHaveTextContent(/בחתימה|Being signed/);
    await expect(within(table).getAllByTestId('signing-progress')[0]).toHaveTextContent(/2 מתוך 3|2 of 3/);
    await expect(within(table).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '67');
    await expect(within(table).getAllByTestId('workflow-waiting')[2]).toHaveTextContent('Noam Pro, Dana Mizrahi');
    await expect(canvas.getByTestId('signing-count-completed')).toHaveTextContent('4');
    await expect(canvas.getByTestId('signing-count-drafts')).toHaveTextContent('2');
    // A search goes to the server and narrows the list.
    await userEvent.type(within(canvas.getByTestId('signing-search')).getByRole('searchbox'), 'Engagement{Enter}');
    await waitFor(() => expect(within(canvas.getByTestId('signing-table')).getAllByTestId('workflow-link')).toHaveLength(1));
  },
};

/** Nothing sent yet: said so, with the call to send one, which opens the send dialog asking for a PDF. */
export const Empty: Story = {
  parameters: { routes: { [LIST]: workflowsPage([], { active: 0, waiting: 0, completed: 0, drafts: 0 }), '/pdf/docs': libraryPage(), '/team/directory': { success: true, data: { members: [] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/אין כאן עדיין תהליכי חתימה|No signing workflows here yet/)).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('signing-empty-new'));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('send-drawer', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(await body.findByTestId('document-choice')).toBeInTheDocument();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  parameters: { routes: { [LIST]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('signing-loading')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

/** The server failed: said so, with a retry; never invented rows. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [LIST]: failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/הרשימה לא נטענה|The list could not be loaded/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /לנסות שוב|Try again/ })).toBeInTheDocument();
    await expect(canvas.queryByTestId('signing-table')).toBeNull();
  },
};

/** The "waiting for me" tab from the address: the server asked for that view. */
export const WaitingForMe: Story = {
  parameters: { path: '/documents/workflows?tab=waiting', routes: { [LIST]: (_path: string, query: URLSearchParams) => workflowsPage(query.get('view') === 'waiting' ? workflowRows().slice(0, 1) : []) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('signing-table');
    await expect(within(table).getAllByTestId('workflow-link')).toHaveLength(1);
    await expect(canvas.getByTestId('signing-tab-waiting').closest('.ant-segmented-item')).toHaveClass('ant-segmented-item-selected');
  },
};
