import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOfficeTypeCatalog, loadOfficeTypeCatalogCached, officeTypeFiles } from './read-office-types';

describe('the office types kept between starts', () => {
  let dir: string;
  let cacheFile: string;
  let files: string[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lishka-catalog-cache-'));
    cacheFile = join(dir, 'office-types.json');
    files = officeTypeFiles()
      .filter((file) => /(generic|legal)\.json$/.test(file))
      .map((file) => {
        const copy = join(dir, file.replace(/^.*\//, ''));
        copyFileSync(file, copy);
        return copy;
      });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads as the catalogue does, and the next start with the same files and code takes what was kept', () => {
    const loaded = loadOfficeTypeCatalogCached(cacheFile, 'build 1', files);
    const fresh = loadOfficeTypeCatalog(files);
    expect(loaded.ids()).toEqual(fresh.ids());
    expect(loaded.get('legal')).toEqual(fresh.get('legal'));
    expect(loaded.errors).toEqual(fresh.errors);

    // What was kept is what the next start reads: proven by a mark only the kept copy has.
    const kept = JSON.parse(readFileSync(cacheFile, 'utf8')) as { types: [string, { name: { en: string } }][] };
    kept.types.find(([id]) => id === 'generic')![1].name.en = 'Read from the kept copy';
    writeFileSync(cacheFile, JSON.stringify(kept));
    const again = loadOfficeTypeCatalogCached(cacheFile, 'build 1', files);
    expect(again.get('generic')?.name.en).toBe('Read from the kept copy');
    expect(again.get('legal')).toEqual(fresh.get('legal'));
  });

  it('loads again when the code or a file changed, and reports a file broken since', () => {
    loadOfficeTypeCatalogCached(cacheFile, 'build 1', files);
    const kept = readFileSync(cacheFile, 'utf8');
    writeFileSync(cacheFile, kept.replace(/"en":"[^"]*"/, '"en":"Stale"'));
    expect(JSON.stringify(loadOfficeTypeCatalogCached(cacheFile, 'build 2', files).get('generic'))).not.toContain('"Stale"');

    const legal = files.find((file) => file.endsWith('legal.json'))!;
    writeFileSync(legal, readFileSync(legal, 'utf8').replace('"schemaVersion"', '"unknownProperty": 1, "schemaVersion"'));
    const broken = loadOfficeTypeCatalogCached(cacheFile, 'build 2', files);
    expect(broken.get('legal')).toBeUndefined();
    expect(broken.errors.some((error) => error.officeType === 'legal')).toBe(true);
  });

  it('still loads when the kept copy cannot be read or written', () => {
    writeFileSync(cacheFile, 'not json');
    expect(loadOfficeTypeCatalogCached(cacheFile, 'build 1', files).ids()).toEqual(['generic', 'legal']);
    expect(loadOfficeTypeCatalogCached(join(dir, 'missing-folder', 'office-types.json'), 'build 1', files).ids()).toEqual(['generic', 'legal']);
  });
});
