import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditEventStrings } from '../../src/i18n/locales/audit-events';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = join(ROOT, 'server');

// The server's own code that writes events: not its tests, test helpers or test set-up, nor its queries (whose
// dotted literals are columns, audit_log.event_type; they insert the codes their callers pass), nor the project's
// tools, which write no events (the database types' generator names columns as table.column).
const NOT_WRITING_EVENTS = new Set(['testing', 'tools']);
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return NOT_WRITING_EVENTS.has(name) ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !/\.(test|queries)\.ts$/.test(name) && !name.includes('test-support') ? [path] : [];
  });
}

// A dotted lower-case code in quotes or backquotes ('auth.login', `client.tags.${action}`).
const LITERAL = /(['`])([a-z][a-z_-]*(?:\.(?:[a-z][a-z_-]*|\$\{\w+\}))+)\1/g;
// A line that names an event type: the writers' own words for it.
const EVENT_LINE = /eventType|auditType|recordDealChange\(|changeAvatarKey\(/;
// A line that names a permission (resource.action, spec 3 §6), whose resource may share an event's area: not an event.
const PERMISSION_LINE = /permission/i;

/** Every audit event code the server writes, each with where it was found; a template's `${…}` is any one segment. */
function writtenEventCodes(): Map<string, string> {
  const names = Object.keys(auditEventStrings.en);
  const areas = new Set(names.map((code) => code.split('.')[0]));
  const found = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(LITERAL)) {
        const code = match[2]!;
        // A code of a known area anywhere, or any dotted code where the line speaks of an event type.
        const isEventLine = EVENT_LINE.test(line);
        if (!isEventLine && PERMISSION_LINE.test(line)) continue;
        if (areas.has(code.split('.')[0]!) || isEventLine) found.set(code, `${relative(ROOT, file)}:${index + 1}`);
      }
    });
  }
  return found;
}

const asPattern = (code: string): RegExp => new RegExp(`^${code.replace(/\./g, '\\.').replace(/\$\{\w+\}/g, '[^.]+')}$`);

describe('audit event names', () => {
  const written = writtenEventCodes();

  it('finds the codes the server writes', () => {
    expect([...written.keys()]).toEqual(expect.arrayContaining(['auth.login', 'client.viewed', 'client.note.create', 'opportunity.move', 'dashboard.layout.save', 'request.refused']));
    expect(written.size).toBeGreaterThan(50);
  });

  for (const language of ['he', 'en', 'es'] as const) {
    it(`names every code the server writes in ${language}`, () => {
      const named = Object.keys(auditEventStrings[language]);
      const unnamed = [...written].filter(([code]) => !named.some((name) => asPattern(code).test(name))).map(([code, where]) => `${code} (${where})`);
      expect(unnamed).toEqual([]);
    });
  }

  it('names no code the server does not write', () => {
    const patterns = [...written.keys()].map(asPattern);
    expect(Object.keys(auditEventStrings.en).filter((name) => !patterns.some((pattern) => pattern.test(name)))).toEqual([]);
  });

  it('has the same codes in every language, each a non-empty name', () => {
    const codes = Object.keys(auditEventStrings.he).sort();
    for (const language of ['en', 'es'] as const) expect(Object.keys(auditEventStrings[language]).sort()).toEqual(codes);
    for (const strings of Object.values(auditEventStrings)) for (const name of Object.values(strings)) expect(name.trim()).not.toBe('');
  });
});
