import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { opportunitiesStrings } from '../../i18n/locales/opportunities';
import { recordsStrings } from '../../i18n/locales/records';
import { matter } from './record-fixtures';
import { RecordForm } from './RecordForm';
import { useRecordModule } from './use-record-module';

const calls = vi.hoisted(() => ({ put: vi.fn(), post: vi.fn() }));
const signedIn = vi.hoisted(() => ({ phase: 'signed-in', user: { role: 'user' } }));
vi.mock('../../app/session', () => ({ api: calls, authStore: { subscribe: () => () => undefined, getSnapshot: () => signedIn } }));
registerStrings('records', recordsStrings);
registerStrings('opportunities', opportunitiesStrings);

const record = matter();

function Form({ onReload }: { onReload(): void }) {
  const module = useRecordModule('matters');
  return module ? <RecordForm module={module} record={record} onReload={onReload} /> : null;
}

describe('a record’s edit form', () => {
  it('sends the form’s data with the version it was read at, and explains a stale version with a reload', async () => {
    calls.put.mockRejectedValue(new ApiError('The matter changed meanwhile', 409, 'RECORD_CHANGED'));
    const onReload = vi.fn();
    render(
      <WidgetSandbox routes={{}} path={`/matters/${record.id}/edit`}>
        <Form onReload={onReload} />
      </WidgetSandbox>,
    );
    fireEvent.click(await screen.findByTestId('record-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledWith(`/records/matters/${record.id}`, expect.objectContaining({ data: record.data, clientId: record.clientId, assignedTo: record.assignedTo, version: 3 })));
    const stale = await screen.findByTestId('record-stale');
    expect(stale.textContent).toContain('מישהו אחר שינה את התיק');
    fireEvent.click(within(stale).getByRole('button', { name: 'טעינה מחדש' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('names the server’s complaints about the form’s fields by their labels', async () => {
    calls.put.mockRejectedValue(new ApiError('Fix the fields', 400, 'INVALID_RECORD_DATA', [{ field: 'data.court', message: 'Too long' }]));
    render(
      <WidgetSandbox routes={{}} path={`/matters/${record.id}/edit`}>
        <Form onReload={() => undefined} />
      </WidgetSandbox>,
    );
    fireEvent.click(await screen.findByTestId('record-save'));
    const errors = await screen.findByTestId('record-field-errors');
    expect(errors.textContent).toContain('ערכאה: Too long');
  });
});
