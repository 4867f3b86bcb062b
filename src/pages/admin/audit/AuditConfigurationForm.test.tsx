import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ok } from '../../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { auditRoutes, sampleConfiguration } from './audit-fixtures';
import { AuditSection } from './AuditSection';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

async function openConfiguration(routes = auditRoutes()) {
  render(
    <WidgetSandbox routes={routes} path="/admin/audit">
      <AuditSection />
    </WidgetSandbox>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'הגדרות' }));
  return screen.findByTestId('audit-configuration');
}

describe('the audit configuration', () => {
  beforeEach(() => {
    calls.put.mockReset();
  });

  it('lists the always-audited event types read-only and saves retention and the kept optional types', async () => {
    const form = await openConfiguration();
    expect(screen.getByTestId('audit-always-kept').textContent).toContain('auth.login');
    expect((screen.getByTestId('audit-retention') as HTMLInputElement).value).toBe('365');
    const optional = form.querySelectorAll<HTMLInputElement>('.ant-checkbox-group input[type="checkbox"]');
    expect([...optional].map((box) => box.checked)).toEqual([true, true, true]);
    calls.put.mockResolvedValue({ success: true, message: 'saved', messages: { he: 'נשמר', en: 'saved' }, data: sampleConfiguration({ retentionDays: 400, excludedEventTypes: ['client.viewed'], updatedAt: '2026-03-03T00:00:00.000Z' }) });
    fireEvent.change(screen.getByTestId('audit-retention'), { target: { value: '400' } });
    fireEvent.click(optional[0]!);
    fireEvent.click(screen.getByTestId('audit-configuration-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledWith('/audit/configuration', { retentionDays: 400, excludedEventTypes: ['client.viewed'] }));
  });

  it('keeps the retention within the server’s bounds', async () => {
    await openConfiguration();
    calls.put.mockResolvedValue({ success: true, data: sampleConfiguration({ retentionDays: 90 }) });
    fireEvent.change(screen.getByTestId('audit-retention'), { target: { value: '10' } });
    fireEvent.blur(screen.getByTestId('audit-retention'));
    await waitFor(() => expect((screen.getByTestId('audit-retention') as HTMLInputElement).value).toBe('90'));
    fireEvent.click(screen.getByTestId('audit-configuration-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledWith('/audit/configuration', { retentionDays: 90, excludedEventTypes: [] }));
  });

  it('says the fallback message when saving fails without the server’s words', async () => {
    await openConfiguration(auditRoutes({ '/audit/configuration': ok(sampleConfiguration()) }));
    calls.put.mockImplementation(async () => {
      throw new ApiError('אין חיבור לשרת; בדקו את החיבור לאינטרנט', 0, 'NETWORK_ERROR');
    });
    fireEvent.click(screen.getByTestId('audit-configuration-save'));
    expect((await screen.findByTestId('audit-error')).textContent).toContain('לא ניתן לעדכן את הגדרות יומן הביקורת');
  });
});
