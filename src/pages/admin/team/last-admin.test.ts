import { describe, expect, it } from 'vitest';
import { isLastActiveAdmin } from './last-admin';
import { proMember, teamMember } from './team-fixtures';

describe('the last active admin', () => {
  it('is the only active admin of the list', () => {
    const admin = teamMember();
    expect(isLastActiveAdmin(admin, [admin, proMember()])).toBe(true);
    expect(isLastActiveAdmin(proMember(), [admin, proMember()])).toBe(false);
  });

  it('is nobody while another admin is active; a deactivated admin does not count', () => {
    const admin = teamMember();
    expect(isLastActiveAdmin(admin, [admin, proMember({ role: 'admin' })])).toBe(false);
    expect(isLastActiveAdmin(admin, [admin, proMember({ role: 'admin', isActive: false })])).toBe(true);
    expect(isLastActiveAdmin(proMember({ role: 'admin', isActive: false }), [admin, proMember({ role: 'admin', isActive: false })])).toBe(false);
  });
});
