import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerStrings } from '../../i18n/load-namespaces';
import { clientsStrings } from '../../i18n/locales/clients';
import { timeZoneStore } from '../../app/time/time-zone-store';
import { renderWithApp } from '../../testing/render-with-app';
import { ClientFollowUp } from './ClientFollowUp';
import type { Client } from '../../api/client-answers';
import { clientFixture } from './merge/client-fixture.test-support';

const server = vi.hoisted(() => ({ posts: [] as { path: string; body: Record<string, unknown> }[] }));
vi.mock('../../app/session', () => ({
  api: {
    post: async (path: string, body: Record<string, unknown>) => {
      server.posts.push({ path, body });
      return { success: true, message: 'ok', data: {} };
    },
  },
}));

beforeAll(() => registerStrings('clients', clientsStrings));
beforeEach(() => {
  server.posts = [];
});
afterEach(() => timeZoneStore.set({ chosen: null, fallback: null }));

// The record page as it answers a follow-up: the client it reads again after each change.
function Record() {
  const [client, setClient] = useState<Client>(clientFixture({ id: 'c1', firstName: 'דנה', lastName: 'לוי' }));
  const onChange = () => {
    const last = server.posts.at(-1);
    setClient((current) => ({ ...current, nextFollowUpDate: last?.path.endsWith('/follow-up') ? String(last.body.followUpDate) : null }));
  };
  return <ClientFollowUp client={client} onChange={onChange} />;
}

const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

describe('the follow-up tab', () => {
  it('sets a follow-up with the date typed and confirmed, then marks it done, and shows no error on the emptied date', async () => {
    const user = userEvent.setup();
    renderWithApp(<Record />);
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await user.click(screen.getByLabelText('תאריך'));
    await user.keyboard(`${due} 10:00`);
    // Enter confirms the typed date, as the picker's OK does; the form is sent by its button.
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'קביעת מעקב' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'סימון כבוצע' })).toBeTruthy());
    expect(server.posts.map((post) => post.path)).toEqual(['/clients/client/c1/follow-up']);
    expect(new Date(String(server.posts[0]!.body.followUpDate)).getTime()).toBe(new Date(`${due}T10:00`).getTime());
    await waitFor(() => expect((screen.getByLabelText('תאריך') as HTMLInputElement).value).toBe(''));
    expect(errors()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'סימון כבוצע' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'סימון כבוצע' })).toBeNull());
    expect(server.posts.map((post) => post.path)).toEqual(['/clients/client/c1/follow-up', '/clients/client/c1/complete-follow-up']);
    expect(errors()).toEqual([]);
  }, 20_000);

  it('reads the time typed on the user’s clock: 10:00 is 10:00 in their zone, not the browser’s', async () => {
    // A zone far from any the test machine runs in, so a time read in the browser's zone would differ.
    timeZoneStore.set({ chosen: 'Pacific/Kiritimati', fallback: 'Asia/Jerusalem' });
    const user = userEvent.setup();
    renderWithApp(<Record />);
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await user.click(screen.getByLabelText('תאריך'));
    await user.keyboard(`${due} 10:00{Enter}`);
    await user.click(screen.getByRole('button', { name: 'קביעת מעקב' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    const sent = new Date(String(server.posts[0]!.body.followUpDate));
    const onTheClock = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(sent);
    expect(onTheClock).toBe(`${due}, 10:00`);
    expect(errors()).toEqual([]);
  }, 20_000);
});
