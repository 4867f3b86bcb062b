import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { timeZoneStore } from '../../app/time/time-zone-store';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { clientsStrings } from '../../i18n/locales/clients';
import { ClientActivities } from './ClientActivities';

registerStrings('clients', clientsStrings);

// The activity as the server answers it: the system's entries as values, a manual one with the user's words.
const ANSWER = {
  success: true,
  data: [
    { id: 'a4', type: 'follow_up_set', description: '', metadata: { followUpDate: '2026-11-29T08:00:00.000Z', notes: null }, performedBy: 'u', timestamp: '2026-11-01T10:00:00.000Z' },
    { id: 'a3', type: 'note_added', description: '', metadata: { noteId: 'n', noteExcerpt: 'שיחה על חידוש הפוליסה' }, performedBy: 'u', timestamp: '2026-11-01T09:00:00.000Z' },
    { id: 'a2', type: 'meeting', description: 'Coffee at the office', metadata: {}, performedBy: 'u', timestamp: '2026-10-30T09:00:00.000Z' },
    // An old entry whose English words the migration could not turn into values: the words are not shown.
    { id: 'a1', type: 'created', description: 'Created Dana Levi', metadata: {}, performedBy: 'u', timestamp: '2026-10-01T09:00:00.000Z' },
  ],
  pagination: { page: 1, limit: 20, total: 4, totalPages: 1 },
};

function renderTab() {
  return render(
    <WidgetSandbox routes={{ '/clients/client/c1/activities': ANSWER }} path="/clients/c1">
      <ClientActivities clientId="c1" total={4} />
    </WidgetSandbox>,
  );
}

const lines = () => screen.getAllByTestId('activity-line').map((line) => line.textContent);

describe('the client’s activity tab', () => {
  beforeEach(() => timeZoneStore.set({ chosen: 'Asia/Jerusalem', fallback: null }));
  afterEach(async () => {
    timeZoneStore.set({ chosen: null, fallback: null });
    await i18next.changeLanguage('he');
  });

  it('words every entry in Hebrew, the follow-up’s time in the user’s time zone', async () => {
    renderTab();
    await waitFor(() => expect(screen.getAllByTestId('activity-line')).toHaveLength(4));
    // In the office's formats: the sandbox's medical office writes MM/DD/YYYY with a 12-hour clock.
    expect(lines()[0]).toMatch(/^נקבע מעקב ל־11\/29\/2026 10:00\s?(AM|לפנה״צ)$/);
    expect(lines().slice(1)).toEqual(['נוספה הערהשיחה על חידוש הפוליסה', 'פגישהCoffee at the office', 'הכרטיס נפתח']);
    expect(document.body.textContent).not.toMatch(/T08:00|Created Dana/);
  });

  it('words them in English, in another time zone when the user chose one', async () => {
    await i18next.changeLanguage('en');
    timeZoneStore.set({ chosen: 'America/Chicago', fallback: null });
    renderTab();
    await waitFor(() => expect(screen.getAllByTestId('activity-line')).toHaveLength(4));
    expect(lines()[0]).toMatch(/^Follow-up set for 11\/29\/2026 2:00\s?AM$/);
    expect(lines()[1]).toBe('Note addedשיחה על חידוש הפוליסה');
  });
});
