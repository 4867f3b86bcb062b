import { describe, expect, it } from 'vitest';
import { explorerStrings } from './explorer-strings';
import { ltr, withoutLtrFragments } from './ltr';
import { activityStrings } from './locales/activity';
import { adminStrings } from './locales/admin';
import { auditEventStrings } from './locales/audit-events';
import { boardStrings } from './locales/board';
import { clientsStrings } from './locales/clients';
import { dashboardStrings } from './locales/dashboard';
import { NAMESPACES } from './locales/index';
import type { StringTree } from './locales/locale-strings';
import { recordsStrings } from './locales/records';
import { opportunitiesStrings } from './locales/opportunities';
import { profileStrings } from './locales/profile';
import { settingsStrings } from './locales/settings';

const HEBREW = { ...NAMESPACES, profile: profileStrings, settings: settingsStrings, explorer: explorerStrings, clients: clientsStrings, opportunities: opportunitiesStrings, board: boardStrings, dashboard: dashboardStrings, admin: adminStrings, activity: activityStrings, 'audit-events': auditEventStrings, records: recordsStrings };

/** Fragments whose brackets, signs or dots the Hebrew around them would turn around unless isolated. */
const CODE_LIKE = [
  /#[0-9a-f]{3,8}\b/i, // a colour code
  /\b[a-z]+\(\)/i, // a function: rgb(), rgba()
  /(^|[\s(])\.[a-z0-9]{2,8}\b/i, // a file extension
  /\bhttps?:\/\//i, // an address
  /\b[\w.+-]+@[\w-]+\.[\w.]+/, // an e-mail address
];

function strings(tree: StringTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`)));
}

describe('code-like fragments inside Hebrew', () => {
  it('are isolated left to right, and nothing else is', () => {
    expect(ltr('rgb()')).toBe('\u2066rgb()\u2069');
    expect(withoutLtrFragments(`או ${ltr('rgb()')} או ${ltr('rgba()')}`)).toBe('או  או ');
  });

  it('every Hebrew text isolates its colour codes, functions, file extensions, addresses and e-mail addresses, without hand-placed direction marks', () => {
    const bare = Object.entries(HEBREW).flatMap(([namespace, locale]) =>
      strings(locale.he as StringTree)
        .filter(([, text]) => /[\u0590-\u05ff]/.test(text))
        .filter(([, text]) => CODE_LIKE.some((pattern) => pattern.test(withoutLtrFragments(text))) || /[\u200e\u200f]/.test(text))
        .map(([key, text]) => `${namespace}:${key}: ${text}`),
    );
    expect(bare).toEqual([]);
  });

  it('the colour help reads its codes left to right', () => {
    const help = (adminStrings.he as unknown as { branding: { colorHelp: string } }).branding.colorHelp;
    expect(help).toContain(ltr('#1f3a5f'));
    expect(help).toContain(`או ${ltr('rgb()')} או ${ltr('rgba()')}`);
  });
});
