import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../../../server/demo/demo-tenants';
import { DEMO_SLUGS, demoSlugFor } from './demo-offices';

describe('the demo office of each office type', () => {
  it('is the demo tenant the server seeds for that type', () => {
    expect(Object.entries(DEMO_SLUGS).sort()).toEqual(DEMO_TENANTS.map((tenant) => [tenant.officeType, tenant.slug]).sort());
  });

  it('is absent for a type the demo data does not have', () => {
    expect(demoSlugFor('dental')).toBeUndefined();
    expect(demoSlugFor('toString')).toBeUndefined();
    expect(demoSlugFor('veterinary')).toBe('vet');
  });
});
