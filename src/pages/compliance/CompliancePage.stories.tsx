import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../i18n/load-namespaces';
import { adminStrings } from '../../i18n/locales/admin';
import { auditEventStrings } from '../../i18n/locales/audit-events';
import { complianceStrings } from '../../i18n/locales/compliance';
import { recordStoryFrame } from '../records/RecordStoryFrame';
import { COMPLIANCE_PATHS } from './compliance-api';
import { allGoodStatus, auditsAnswer, statusAnswer, statusWithManyFindings, statusWithProblems } from './compliance-fixtures';
import { CompliancePage } from './CompliancePage';

registerStrings('compliance', complianceStrings);
registerStrings('admin', adminStrings);
registerStrings('audit-events', auditEventStrings);

const meta: Meta<typeof CompliancePage> = {
  title: 'Compliance/Compliance',
  component: CompliancePage,
  decorators: [recordStoryFrame],
  parameters: { path: '/compliance', pattern: '/compliance/*', officeType: 'accounting' },
};

export default meta;
type Story = StoryObj<typeof CompliancePage>;

/** Everything passes: said at the top, each check marked OK, the two the office has nothing for with their reason. */
export const AllGood: Story = {
  parameters: { routes: { [COMPLIANCE_PATHS.status]: statusAnswer(allGoodStatus()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /ציות|Compliance/ })).toBeInTheDocument();
    await expect(await canvas.findByTestId('compliance-all-good')).toHaveTextContent(/כל הבדיקות תקינות|All checks passed/);
    await expect(canvas.getAllByTestId(/^compliance-check-/).filter((card) => card.getAttribute('data-state') === 'ok')).toHaveLength(6);
    const documents = canvas.getByTestId('compliance-check-document-expiry');
    await expect(documents).toHaveAttribute('data-state', 'not-applicable');
    await expect(documents).toHaveTextContent(/תאריך תפוגה|expiry date/);
    await expect(canvas.queryByTestId('compliance-finding')).toBeNull();
  },
};

/** Findings: how many checks found something, and each finding links to the screen that deals with it. */
export const WithProblems: Story = {
  parameters: { routes: { [COMPLIANCE_PATHS.status]: statusAnswer(statusWithProblems()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('compliance-problems')).toHaveTextContent(/3/);
    const slas = canvas.getByTestId('compliance-check-overdue-slas');
    await expect(slas).toHaveAttribute('data-state', 'problem');
    await expect(within(slas).getByRole('link', { name: 'Return 2025' })).toHaveAttribute('href', '/tax-prep/5f0c2a1e-0000-4000-8000-0000000000a1');
    await expect(within(canvas.getByTestId('compliance-check-password-age')).getByTestId('compliance-finding')).toHaveTextContent(/200/);
    await expect(within(canvas.getByTestId('compliance-check-mfa')).getByRole('link', { name: 'Dana Admin' })).toHaveAttribute('href', '/admin/team');
  },
};

/** Many findings: the first ten, then all fifty the answer holds, and how many more there are. */
export const ManyFindings: Story = {
  parameters: { routes: { [COMPLIANCE_PATHS.status]: statusAnswer(statusWithManyFindings()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tasks = await canvas.findByTestId('compliance-check-overdue-tasks');
    await expect(within(tasks).getAllByTestId('compliance-finding')).toHaveLength(10);
    await userEvent.click(within(tasks).getByTestId('compliance-show-all'));
    await waitFor(() => expect(within(tasks).getAllByTestId('compliance-finding')).toHaveLength(50));
    await expect(tasks).toHaveTextContent(/ועוד 10|and 10 more/);
  },
};

/** While the checks run. */
export const Loading: Story = {
  parameters: { routes: { [COMPLIANCE_PATHS.status]: pending() } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull());
    await expect(within(canvasElement).queryByTestId('compliance-status')).toBeNull();
  },
};

/** The server refused or failed: said so, with a retry, and no invented status. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [COMPLIANCE_PATHS.status]: failing('You may not view the office’s compliance status', 403, 'COMPLIANCE_FORBIDDEN') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/מצב הציות לא נטען|The compliance status could not be loaded/)).toBeInTheDocument();
    await expect(canvas.getByText('You may not view the office’s compliance status')).toBeInTheDocument();
    await expect(canvas.queryByTestId('compliance-status')).toBeNull();
  },
};

/** The audits tab: the compliance events in the audit screen's table, each named. */
export const Audits: Story = {
  parameters: { path: '/compliance/audits', routes: { [COMPLIANCE_PATHS.audits]: auditsAnswer() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('audit-log-table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(3));
    await expect(table).toHaveTextContent(/ייצוא דוח ציות|Compliance report exported/);
  },
};

/** The reports tab: a period and the two downloads; the tabs move between the parts. */
export const Reports: Story = {
  parameters: { path: '/compliance/reports', routes: { [COMPLIANCE_PATHS.status]: statusAnswer() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('compliance-export-pdf')).toBeEnabled();
    await expect(canvas.getByTestId('compliance-export-xlsx')).toBeEnabled();
    await expect(canvas.getByTestId('compliance-period')).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('compliance-tab-status'));
    await expect(await canvas.findByTestId('compliance-all-good')).toBeInTheDocument();
  },
};
