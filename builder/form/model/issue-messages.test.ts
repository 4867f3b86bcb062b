import { describe, expect, it } from 'vitest';
import { localizeIssue } from './issue-messages';

const t = (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe("the builder's words for the engine's checks", () => {
  it('says the common problems in the reader’s language and leaves the others as they came', () => {
    expect(localizeIssue({ path: '/fields/kind/options', message: 'a select field needs options' }, t).message).toBe('issues.noOptions');
    expect(localizeIssue({ path: '/fields/b/visibleWhen/field', message: 'visibleWhen must name another field of this form, not "a"' }, t).message).toBe('issues.visibleUnknown{"field":"a"}');
    expect(localizeIssue({ path: '/fields/b/label', message: 'missing the "en" text, which the office offers' }, t).message).toBe('issues.missingText{"language":"languages.en"}');
    expect(localizeIssue({ path: '/definition/id', message: 'המזהה תפוס' }, t)).toEqual({ path: '/definition/id', message: 'המזהה תפוס' });
  });
});
