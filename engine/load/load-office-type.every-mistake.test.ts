import { describe, expect, it } from 'vitest';
import dental from '../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import type { OfficeType } from '../generated/config-types';
import { loadOfficeType, parseOfficeTypeText } from './load-office-type';

// dental.json is written for the tests: no office ships it.
const options = { widgets: widgetDefinitions };
const dentalCopy = (): OfficeType => structuredClone(dental) as OfficeType;

function errorsOf(office: unknown): { path: string; message: string }[] {
  const result = loadOfficeType(office, options);
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe('loadOfficeType tells every mistake in one run', () => {
  it('reports two schema mistakes and two reference mistakes together, each at its path, in words', () => {
    const office = dentalCopy();
    office.ui.theme.colors.primary = 'teal-ish';
    office.features.enabled = [...(office.features.enabled ?? []), 'client-portal'];
    office.ui.navigation.primaryMenu[1]!.feature = 'dental-imagery';
    office.workflows.client!.stages[1]!.transitions![1]!.to = 'referred-out';
    const errors = errorsOf(office);
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: '/ui/theme/colors/primary', message: 'not a colour: use #rrggbb, rgb() or rgba()' },
        { path: '/features/enabled/3', message: 'duplicate: the same as item 0' },
        { path: '/ui/navigation/primaryMenu/1/feature', message: 'unknown feature "dental-imagery"' },
        { path: '/workflows/client/stages/1/transitions/1/to', message: 'unknown stage "referred-out"' },
      ]),
    );
    expect(errors).toHaveLength(4);
  });

  it('still runs the other checks when a part is too broken for a check to read, and never throws', () => {
    const office: Record<string, unknown> = { ...dentalCopy() };
    office.workflows = 'none';
    office.forms = [42];
    (office.ui as OfficeType['ui']).navigation.primaryMenu[1]!.feature = 'dental-imagery';
    const errors = errorsOf(office);
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: '/workflows', message: 'must be object' },
        { path: '/forms', message: 'must be object' },
        { path: '/ui/navigation/primaryMenu/1/feature', message: expect.stringContaining('unknown feature "dental-imagery"') },
      ]),
    );
  });

  it('skips only the broken part for a check that could not read it: the next workflow is still checked', () => {
    const office = dentalCopy();
    (office.workflows.client!.stages[1] as { transitions: unknown }).transitions = 'approved';
    office.workflows.document!.stages[1]!.transitions![0]!.to = 'nowhere';
    const errors = errorsOf(office);
    expect(errors).toContainEqual({ path: '/workflows/client/stages/1/transitions', message: 'must be array' });
    expect(errors).toContainEqual({ path: '/workflows/document/stages/1/transitions/0/to', message: 'unknown stage "nowhere"' });
    // The stage holding the broken list is not also told it "has no transitions".
    expect(errors.filter((error) => error.path === '/workflows/client/stages/1')).toEqual([]);
  });

  it('tells a repeat in a list without hiding an unknown id in the same list', () => {
    const office = dentalCopy();
    office.features.enabled = ['client-portal', 'no-such-flag', 'client-portal'];
    const errors = errorsOf(office);
    expect(errors).toContainEqual({ path: '/features/enabled/2', message: 'duplicate: the same as item 0' });
    expect(errors.some((error) => error.path === '/features/enabled/1' && error.message.includes('"no-such-flag"'))).toBe(true);
  });

  it('does not guess inside a part the schema refused: a missing target stage is told by the schema alone', () => {
    const office = dentalCopy();
    delete (office.workflows.client!.stages[1]!.transitions![1] as { to?: string }).to;
    const errors = errorsOf(office);
    const part = '/workflows/client/stages/1/transitions/1';
    expect(errors).toContainEqual({ path: part, message: 'missing required property "to"' });
    // Without it, the checks would add 'unknown stage "undefined"' at .../to.
    expect(errors.filter((error) => error.path.startsWith(`${part}/`) || error.message.includes('undefined'))).toEqual([]);
  });
});

describe('parseOfficeTypeText refuses duplicate keys', () => {
  it('names every key written twice, with its JSON path and line, where JSON.parse would keep the last silently', () => {
    const text = JSON.stringify(dental, null, 2).replace('"client": "מטופל",', '"client": "עמית",\n      "client": "מטופל",');
    const parsed = parseOfficeTypeText(text, 'dental');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([{ officeType: 'dental', path: '/terminology/he/client', message: expect.stringMatching(/^duplicate key "client" \(line \d+\)/) }]);
  });

  it('accepts the same key in different objects', () => {
    expect(parseOfficeTypeText(JSON.stringify(dental), 'dental').ok).toBe(true);
  });
});
