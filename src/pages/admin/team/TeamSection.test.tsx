import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { failing, type MemoryRoutes } from '../../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { proMember, teamAnswer, teamMember } from './team-fixtures';
import type { TeamAnswer } from './team-types';
import { TeamSection } from './TeamSection';

const calls = vi.hoisted(() => ({ patch: vi.fn(), post: vi.fn(), delete: vi.fn() }));
const signedIn = vi.hoisted(() => ({
  phase: 'signed-in',
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@legal.example.com', firstName: 'Dana', lastName: 'Admin', role: 'admin' },
  tenant: { tenantId: 't-1', tenantName: 'Legal', tenantSubdomain: 'legal' },
  tenants: [],
}));
vi.mock('../../../app/session', () => ({ api: calls, authStore: { subscribe: () => () => undefined, getSnapshot: () => signedIn } }));
registerStrings('admin', adminStrings);

const ADMIN = teamMember();
const PRO = proMember();
const saved = (data: unknown) => ({ success: true, message: 'Role updated', messages: { he: 'התפקיד עודכן', en: 'Role updated' }, data });

function renderTeam(routes: MemoryRoutes) {
  return render(
    <WidgetSandbox routes={{ '/users/invitations': { success: true, data: [] }, ...routes }} path="/admin/team">
      <TeamSection />
    </WidgetSandbox>,
  );
}

const row = async (email: string) => screen.findByTestId(`member-${email}`);
const selectedIn = (element: HTMLElement, testId: string) => within(element).getByTestId(testId).closest('.ant-select')!.textContent;

async function choose(email: string, option: string) {
  const select = within(await row(email)).getByTestId(`role-${email}`).closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('input')!);
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('the team section', () => {
  beforeEach(() => {
    calls.patch.mockReset();
    calls.post.mockReset();
  });

  it('lists the members with their roles in Hebrew, their status, MFA, and "you" for the admin looking', async () => {
    renderTeam({ '/admin/team': teamAnswer([ADMIN, proMember({ isActive: false, deactivatedAt: '2026-11-21T08:00:00.000Z' })], 2) });
    const admin = await row(ADMIN.email);
    expect(selectedIn(admin, `role-${ADMIN.email}`)).toBe('מנהל/ת המשרד');
    expect(selectedIn(admin, `professional-role-${ADMIN.email}`)).toBe('שותף/ה');
    expect(within(admin).getByText('את/ה')).toBeTruthy();
    expect(within(admin).getByText('פעיל/ה')).toBeTruthy();
    expect(within(admin).getByText('פועל')).toBeTruthy();
    const pro = await row(PRO.email);
    expect(selectedIn(pro, `role-${PRO.email}`)).toBe('משתמש/ת');
    expect(selectedIn(pro, `professional-role-${PRO.email}`)).toBe('עורך/ת דין');
    expect(within(pro).getByText('מושבת/ת')).toBeTruthy();
    expect(within(pro).getByText('עדיין לא')).toBeTruthy();
    expect(within(pro).queryByText('את/ה')).toBeNull();
    expect(within(pro).getByTestId(`reactivate-${PRO.email}`)).toBeTruthy();
    expect(within(pro).getByText(PRO.email).closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('changes a role in place with PATCH, and shows the new role', async () => {
    let answer: TeamAnswer = teamAnswer([ADMIN, PRO]);
    renderTeam({ '/admin/team': () => answer });
    calls.patch.mockImplementation(async (_path: string, body: { role: 'manager' }) => {
      answer = teamAnswer([ADMIN, proMember(body)]);
      return saved(proMember(body));
    });
    await choose(PRO.email, 'מנהל/ת');
    await waitFor(() => expect(calls.patch).toHaveBeenCalledWith(`/admin/team/${PRO.userId}`, { role: 'manager' }));
    await waitFor(async () => expect(selectedIn(await row(PRO.email), `role-${PRO.email}`)).toBe('מנהל/ת'));
  });

  it('returns the select to the old role and says why when the server refuses to demote the last admin', async () => {
    const other = proMember({ role: 'admin' });
    renderTeam({ '/admin/team': teamAnswer([ADMIN, other]) });
    const refusal = 'למשרד חייב להישאר לפחות מנהל/ת פעיל/ה אחד/ת; מנו חבר/ה נוסף/ת למנהל/ת ונסו שוב';
    let refuse = () => undefined as void;
    calls.patch.mockImplementation(() => new Promise((_resolve, reject) => (refuse = () => reject(new ApiError(refusal, 409, 'LAST_ADMIN')))));
    await choose(other.email, 'צפייה בלבד');
    await waitFor(() => expect(calls.patch).toHaveBeenCalledWith(`/admin/team/${other.userId}`, { role: 'viewer' }));
    // The new role shows while the change is under way; the refusal brings the old one back.
    expect(selectedIn(await row(other.email), `role-${other.email}`)).toBe('צפייה בלבד');
    refuse();
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(selectedIn(await row(other.email), `role-${other.email}`)).toBe('מנהל/ת המשרד');
  });

  it('clears a professional role with null', async () => {
    renderTeam({ '/admin/team': teamAnswer([ADMIN, PRO]) });
    calls.patch.mockResolvedValue(saved(proMember({ professionalRole: null })));
    const select = within(await row(PRO.email)).getByTestId(`professional-role-${PRO.email}`).closest('.ant-select')!;
    fireEvent.mouseDown(select.querySelector('.ant-select-clear')!);
    fireEvent.click(select.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(calls.patch).toHaveBeenCalledWith(`/admin/team/${PRO.userId}`, { professionalRole: null }));
  });

  it('asks before deactivating, saying the sessions end at once, then deactivates and tells how many ended', async () => {
    const deactivated = proMember({ isActive: false, deactivatedAt: '2026-11-22T08:00:00.000Z' });
    let answer = teamAnswer([ADMIN, PRO]);
    renderTeam({ '/admin/team': () => answer });
    calls.post.mockImplementation(async () => {
      answer = teamAnswer([ADMIN, deactivated]);
      return saved({ ...deactivated, sessionsEnded: 2 });
    });
    fireEvent.click(within(await row(PRO.email)).getByTestId(`deactivate-${PRO.email}`));
    const popup = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
    expect(popup.textContent).toContain('להשבית את Noam Pro?');
    expect(popup.textContent).toContain('יסתיימו מיד');
    expect(calls.post).not.toHaveBeenCalled();
    fireEvent.click(popup.querySelector('.ant-btn-dangerous.ant-btn-primary, .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith(`/admin/team/${PRO.userId}/deactivate`));
    expect((await screen.findByTestId('deactivation-result')).textContent).toContain('התחברויות שהסתיימו: 2');
    expect(await within(await row(PRO.email)).findByTestId(`reactivate-${PRO.email}`)).toBeTruthy();
  });

  it('reactivates a deactivated member', async () => {
    let answer = teamAnswer([ADMIN, proMember({ isActive: false, deactivatedAt: '2026-11-21T08:00:00.000Z' })]);
    renderTeam({ '/admin/team': () => answer });
    calls.post.mockImplementation(async () => {
      answer = teamAnswer([ADMIN, PRO]);
      return saved(PRO);
    });
    fireEvent.click(within(await row(PRO.email)).getByTestId(`reactivate-${PRO.email}`));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith(`/admin/team/${PRO.userId}/reactivate`));
    expect(await within(await row(PRO.email)).findByTestId(`deactivate-${PRO.email}`)).toBeTruthy();
  });

  it('locks the last active admin: no demotion, no deactivation, with the reason', async () => {
    renderTeam({ '/admin/team': teamAnswer([ADMIN, PRO]) });
    const admin = await row(ADMIN.email);
    expect((within(admin).getByTestId(`deactivate-${ADMIN.email}`) as HTMLButtonElement).disabled).toBe(true);
    expect(within(admin).getByTestId(`role-${ADMIN.email}`).closest('.ant-select')!.className).toContain('ant-select-disabled');
    expect(within(admin).getByTestId(`last-admin-${ADMIN.email}`)).toBeTruthy();
    // Anyone else can be changed.
    const pro = await row(PRO.email);
    expect((within(pro).getByTestId(`deactivate-${PRO.email}`) as HTMLButtonElement).disabled).toBe(false);
    expect(within(pro).getByTestId(`role-${PRO.email}`).closest('.ant-select')!.className).not.toContain('ant-select-disabled');
  });

  it('says when the team could not be loaded, and tries again', async () => {
    let asked = 0;
    renderTeam({
      '/admin/team': () => {
        asked += 1;
        return asked === 1 ? failing('השרת לא ענה') : teamAnswer([ADMIN]);
      },
    });
    expect(await screen.findByText('לא ניתן לטעון את חברי הצוות')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'לנסות שוב' }));
    expect(await row(ADMIN.email)).toBeTruthy();
  });

  it('shows the invitations below, with how many are pending', async () => {
    renderTeam({ '/admin/team': teamAnswer([ADMIN, PRO], 3) });
    expect((await screen.findByTestId('pending-invitations')).textContent).toBe('ממתינות: 3');
    expect(await screen.findByText('עדיין לא נשלחו הזמנות')).toBeTruthy();
  });
});
