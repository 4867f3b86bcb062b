import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { failing, ok, type MemoryRoutes } from '../../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { auditRoutes, sampleStatus } from './audit-fixtures';
import { AuditSection } from './AuditSection';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

const renderAudit = (routes: MemoryRoutes) =>
  render(
    <WidgetSandbox routes={routes} path="/admin/audit">
      <AuditSection />
    </WidgetSandbox>,
  );

describe('the audit section: status, integrity and errors', () => {
  beforeEach(() => {
    calls.get.mockReset();
    calls.post.mockReset();
    calls.put.mockReset();
  });

  it('shows whether record access is audited and what the log holds', async () => {
    renderAudit(auditRoutes({ '/audit/status': ok(sampleStatus({ totalEntries: 1234 })) }));
    expect((await screen.findByTestId('audit-enabled')).textContent).toBe('פועל');
    expect(screen.getByTestId('audit-total-entries').textContent).toBe('1,234');
    expect(screen.getByText('ימי שמירה')).toBeTruthy();
  });

  it('toggles auditing, then fetches the status again', async () => {
    let asked = 0;
    renderAudit(
      auditRoutes({
        '/audit/status': () => {
          asked += 1;
          return ok(sampleStatus({ enabled: asked > 1 ? false : true }));
        },
      }),
    );
    expect((await screen.findByTestId('audit-enabled')).textContent).toBe('פועל');
    calls.post.mockResolvedValue({ success: true, message: 'off', messages: { he: 'כובה', en: 'off' }, data: sampleStatus({ enabled: false }) });
    fireEvent.click(screen.getByTestId('audit-toggle'));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/audit/toggle'));
    await waitFor(() => expect(screen.getByTestId('audit-enabled').textContent).toBe('כבוי'));
    expect(asked).toBe(2);
  });

  it('says the fallback message when the server gives none, and the error can be cleared', async () => {
    renderAudit(auditRoutes({ '/audit/status': failing() }));
    const alert = await screen.findByTestId('audit-error');
    // failing() carries no body: no words of the server's.
    expect(alert.textContent).toContain('לא ניתן לטעון את מצב יומן הביקורת');
    fireEvent.click(alert.querySelector('.ant-alert-close-icon') as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('audit-error')).toBeNull());
  });

  it('says the server’s own words when it gives some, and the toggle’s fallback when a toggle fails silently', async () => {
    const refusal = { success: false, code: 'ADMIN_REQUIRED', message: 'Admins only', messages: { he: 'למנהלים בלבד', en: 'Admins only' } };
    renderAudit(
      auditRoutes({
        '/audit/statistics': () => {
          throw new ApiError('למנהלים בלבד', 403, 'ADMIN_REQUIRED', [], refusal);
        },
      }),
    );
    expect((await screen.findByTestId('audit-error')).textContent).toContain('למנהלים בלבד');
    calls.post.mockRejectedValue(new ApiError('אירעה שגיאה בלתי צפויה', 500, undefined, [], undefined));
    fireEvent.click(screen.getByTestId('audit-toggle'));
    await waitFor(() => expect(screen.getByTestId('audit-error').textContent).toContain('לא ניתן להפעיל או לכבות את יומן הביקורת'));
  });

  it('verifies the chain: intact with how many entries, or the first broken link', async () => {
    renderAudit(auditRoutes());
    calls.get.mockResolvedValueOnce(ok({ valid: true, checked: 42, firstBroken: null }));
    fireEvent.click(await screen.findByTestId('audit-verify'));
    expect((await screen.findByTestId('chain-intact')).textContent).toContain('השרשרת שלמה: נבדקו 42 רשומות');
    expect(calls.get).toHaveBeenCalledWith('/audit/verify');
    calls.get.mockResolvedValueOnce(ok({ valid: false, checked: 7, firstBroken: { id: 'x', seq: 7, occurredAt: '2026-03-01T08:00:00.000Z', reason: 'hash-mismatch' } }));
    fireEvent.click(screen.getByTestId('audit-verify'));
    const broken = await screen.findByTestId('chain-broken');
    expect(broken.textContent).toContain('השרשרת שבורה ברשומה 7');
    expect(broken.textContent).toContain('הרשומה שונתה');
    expect(screen.queryByTestId('chain-intact')).toBeNull();
  });
});
