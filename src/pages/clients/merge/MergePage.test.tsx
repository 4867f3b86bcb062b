import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { registerStrings } from '../../../i18n/load-namespaces';
import { clientsStrings } from '../../../i18n/locales/clients';
import { renderWithApp } from '../../../testing/render-with-app';
import { clientFixture } from './client-fixture.test-support';
import { MergePage } from './MergePage';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));

beforeAll(() => registerStrings('clients', clientsStrings));

const A = '0d7f3a52-93c4-4e0b-9a51-6a2f1c1e0a01';
const B = '6b1e8c3d-2f4a-4b9e-8c7d-5e6f7a8b9c02';
const clients = {
  [A]: clientFixture({ id: A, firstName: 'שרה', lastName: 'כהן', phone: '0501111111' }),
  [B]: clientFixture({ id: B, firstName: 'שרית', lastName: 'כהן', email: 'sarit@example.com', notesCount: 2 }),
};
const moves = { notes: 2, activities: 1, documents: 0, communications: 0, opportunities: 0, records: 0 };

const renderMerge = (path: string) =>
  renderWithApp(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Routes>
        <Route path="/clients/merge" element={<MergePage kind="client" />} />
        <Route path="/clients/:id" element={<p>the survivor's page</p>} />
      </Routes>
    </SWRConfig>,
    { path },
  );

beforeEach(() => {
  calls.get.mockReset().mockImplementation(async (path: string) => {
    const client = Object.values(clients).find((candidate) => path.endsWith(candidate.id));
    if (!client) throw new ApiError('Client not found', 404, 'CLIENT_NOT_FOUND');
    return { data: client };
  });
  calls.post.mockReset().mockImplementation(async (path: string, body: { survivorId: string; mergedIds: string[] }) => {
    const survivor = clients[body.survivorId as keyof typeof clients];
    if (path.endsWith('/merge/preview')) return { success: true, data: { survivor, moves, conflicts: [{ field: 'firstName', survivor: survivor.firstName, others: ['x'] }] } };
    return { success: true, message: 'Clients merged', data: { survivor, mergedIds: body.mergedIds } };
  });
});

describe('the merge page', () => {
  it('asks for at least two records, reading nothing, when the address names fewer', async () => {
    renderMerge(`/clients/merge?ids=${A},not-an-id`);
    expect(await screen.findByText('צריך לפחות שתי רשומות לאיחוד')).toBeTruthy();
    expect(calls.get).not.toHaveBeenCalled();
  }, 20_000);

  it('says so when a chosen record is gone', async () => {
    renderMerge(`/clients/merge?ids=${A},00000000-0000-4000-8000-000000000000`);
    expect(await screen.findByText('חלק מהרשומות שנבחרו לא נמצאו (1), אולי כבר נמחקו או אוחדו.')).toBeTruthy();
    expect(calls.post).not.toHaveBeenCalled();
  }, 20_000);

  it('previews the merge into the first record, again when another is chosen, and merges into the chosen one', async () => {
    renderMerge(`/clients/merge?ids=${A},${B}`);
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/clients/client/merge/preview', { survivorId: A, mergedIds: [B] }));
    expect(await screen.findByTestId('merge-preview')).toBeTruthy();
    expect(screen.getByText('sarit@example.com').closest('bdi')?.getAttribute('dir')).toBe('ltr');

    fireEvent.click(screen.getByRole('radio', { name: /שרית כהן/ }));
    await waitFor(() => expect(calls.post).toHaveBeenLastCalledWith('/clients/client/merge/preview', { survivorId: B, mergedIds: [A] }));
    const confirm = screen.getByRole('button', { name: /איחוד הרשומות/ });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    expect(await screen.findByText('לאחד את הרשומות שנבחרו לתוך \u2068שרית כהן\u2069?')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(calls.post).toHaveBeenLastCalledWith('/clients/client/merge', { survivorId: B, mergedIds: [A] }));
    expect(await screen.findByText("the survivor's page")).toBeTruthy();
  }, 30_000);
});
