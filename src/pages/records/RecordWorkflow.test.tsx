import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { ok } from '../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../i18n/load-namespaces';
import { recordsStrings } from '../../i18n/locales/records';
import { matter, matterWorkflow, pendingWorkflow } from './record-fixtures';
import type { WorkflowState } from './record-types';
import { RecordWorkflow } from './RecordWorkflow';

const calls = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../app/session', () => ({ api: calls, authStore: { subscribe: () => () => undefined, getSnapshot: () => ({ phase: 'signed-in' }) } }));
registerStrings('records', recordsStrings);

const record = matter({ stage: 'active' });
const PATH = `/records/matters/${record.id}/workflow`;

function renderWorkflow(workflow: WorkflowState) {
  return render(
    <WidgetSandbox routes={{ [PATH]: ok(workflow) }} path={`/matters/${record.id}`}>
      <RecordWorkflow module="matters" record={record} />
    </WidgetSandbox>,
  );
}

describe('the record’s moves', () => {
  beforeEach(() => calls.post.mockReset());

  it('asks a move’s required inputs in a dialog, refuses to send without them, then sends them with the version', async () => {
    calls.post.mockResolvedValue({ success: true, data: { ...record, stage: 'discovery' }, outcome: 'moved' });
    renderWorkflow(matterWorkflow());
    fireEvent.click(await screen.findByTestId('move-discovery'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('מספר הגשה');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ביצוע' }));
    expect((await within(dialog).findByText('שדה חובה')).textContent).toBe('שדה חובה');
    expect(calls.post).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' 12-345 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ביצוע' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith(`/records/matters/${record.id}/transition`, { to: 'discovery', inputs: { filingNumber: '12-345' }, version: 3 }));
  });

  it('says a move will request an approval, and gives a refused move’s reason', async () => {
    renderWorkflow(matterWorkflow());
    expect((await screen.findByTestId('move-closed')).textContent).toContain('תישלח בקשת אישור');
    expect(screen.getByTestId('refused-intake').getAttribute('aria-label')).toContain('רק שותף/ה רשאים להחזיר תיק לקליטה');
    expect(screen.getByTestId('stage-bar').textContent).toMatch(/קליטה.*פעיל.*גילוי ועיון.*סגור/);
  });

  it('shows who asked for a pending move and lets an approver reject it with a reason', async () => {
    calls.post.mockResolvedValue({ success: true, data: record });
    renderWorkflow(pendingWorkflow());
    const pending = await screen.findByTestId('pending-approval');
    expect(pending.textContent).toContain('Noa Ben-David');
    fireEvent.click(within(pending).getByTestId('reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('סיבת הדחייה'), { target: { value: 'Fees still open' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'דחייה' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith(`/records/matters/${record.id}/approval`, { decision: 'reject', reason: 'Fees still open', version: 3 }));
  });
});
