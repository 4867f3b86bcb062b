import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { expandOfficeTypeStories, officeTypeFiles, officeTypeStoriesIndexer, storyExportName } from './office-type-stories';

const STORIES = `const meta = { title: 'Office types/Sample', excludeStories: ['officeTypeStory'] };
export default meta;
export const officeTypeStory = (officeType) => ({ args: { officeType } });
`;

function folderWith(files: Record<string, unknown>): string {
  const folder = mkdtempSync(join(tmpdir(), 'office-types-'));
  for (const [name, json] of Object.entries(files)) writeFileSync(join(folder, name), JSON.stringify(json));
  return folder;
}

const storyNames = (code: string) => loadCsf(code, { fileName: 'Sample.stories.tsx', makeTitle: (title) => title ?? '' }).parse().indexInputs.map((input) => [input.exportName, input.name]);

describe('the office-type stories', () => {
  it('names each story after its file, in PascalCase, and titles it with the English name', () => {
    expect(storyExportName('real-estate')).toBe('RealEstate');
    expect(storyExportName('legal')).toBe('Legal');
    expect(storyExportName('3d-office')).toBe('Type3dOffice');
    const folder = folderWith({ 'legal.json': { name: { he: 'משרד', en: 'Law office' } }, 'dental.json': { name: { he: 'מרפאת שיניים' } }, 'notes.txt': 'not an office type' });
    expect(officeTypeFiles(folder)).toEqual([
      { id: 'dental', name: 'dental' },
      { id: 'legal', name: 'Law office' },
    ]);
  });

  it('gives a stories file with the factory one story per office type, once, and leaves other files alone', () => {
    const types = [
      { id: 'legal', name: 'Law office' },
      { id: 'real-estate', name: 'Real estate brokerage' },
    ];
    const expanded = expandOfficeTypeStories(STORIES, types);
    expect(storyNames(expanded)).toEqual([
      ['Legal', 'Law office'],
      ['RealEstate', 'Real estate brokerage'],
    ]);
    expect(expandOfficeTypeStories(expanded, types)).toBe(expanded);
    const plain = "export default { title: 'Plain' };\nexport const One = {};\n";
    expect(expandOfficeTypeStories(plain, types)).toBe(plain);
  });

  it('indexes a file dropped into the folder with no change to the stories file', async () => {
    const folder = folderWith({ 'legal.json': { name: { en: 'Law office' } } });
    const storiesFile = join(folder, 'Sample.stories.tsx');
    writeFileSync(storiesFile, STORIES);
    const indexer = officeTypeStoriesIndexer(folder);
    const index = async () => (await indexer.createIndex(storiesFile, { makeTitle: (title) => title ?? '' })).map((input) => input.exportName);
    expect(await index()).toEqual(['Legal']);
    writeFileSync(join(folder, 'dental.json'), JSON.stringify({ name: { en: 'Dental clinic' } }));
    expect(await index()).toEqual(['Dental', 'Legal']);
  });
});
