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

// The antd form item drawing an RJSF field, by the field's id.
function fieldOf(id: string): HTMLElement {
  const item = document.getElementById(id)?.closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`no field ${id}`);
  return item;
}

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

  it('shows the server’s complaints about the form’s fields at those fields, until they are changed', async () => {
    calls.put.mockRejectedValue(
      new ApiError('Fix the fields', 400, 'INVALID_RECORD_DATA', [
        { field: 'data.court', message: 'Too long' },
        { field: 'data', message: 'Something about the whole' },
        { field: 'assignedTo', message: 'Not a member' },
      ]),
    );
    render(
      <WidgetSandbox routes={{}} path={`/matters/${record.id}/edit`}>
        <Form onReload={() => undefined} />
      </WidgetSandbox>,
    );
    fireEvent.click(await screen.findByTestId('record-save'));
    const alert = await screen.findByTestId('record-field-errors');
    // The field's complaint is at the field; the one about the data as a whole is listed; the link's is at its own field.
    const court = await waitFor(() => fieldOf('root_court'));
    await waitFor(() => expect(court.querySelector('.ant-form-item-explain')?.textContent).toContain('Too long'));
    expect(alert.textContent).toContain('Something about the whole');
    expect(alert.textContent).not.toContain('Too long');
    await waitFor(() => expect(screen.getByTestId('record-links-form').textContent).toContain('Not a member'));
    fireEvent.change(court.querySelector('input') as HTMLInputElement, { target: { value: 'בית המשפט העליון' } });
    await waitFor(() => expect(fieldOf('root_court').textContent).not.toContain('Too long'));
  });
});
