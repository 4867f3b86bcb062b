import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';

/**
 * Stories for every office type, from the files in office-types/, with no code per type: a stories file that
 * exports `officeTypeStory(officeType)` (and lists it in `excludeStories`) gets one story per office-type file,
 * named after it. Storybook's index and the Vitest run both read the expanded file, so a file dropped into
 * office-types/ is a story in the sidebar and a test in `npm test`.
 */

const FACTORY = /^export const officeTypeStory\b/m;
const EXPANDED = '// One story per file in office-types/ (.storybook/office-type-stories.ts).';

export interface OfficeTypeFile {
  id: string;
  name: string;
}

/** The office types in a folder, by file name: the id is the file's name, the story's name the English name. */
export function officeTypeFiles(folder: string): OfficeTypeFile[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const json = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { name?: { en?: unknown } };
      const id = file.slice(0, -'.json'.length);
      return { id, name: typeof json.name?.en === 'string' ? json.name.en : id };
    });
}

/** The export name of an office type's story: its id in PascalCase ("real-estate" → "RealEstate"). */
export const storyExportName = (id: string): string =>
  id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')
    .replace(/^(?=\d)/, 'Type');

/** The code with one story per office type appended, when it exports the factory; otherwise unchanged. */
export function expandOfficeTypeStories(code: string, types: readonly OfficeTypeFile[]): string {
  if (!FACTORY.test(code) || code.includes(EXPANDED)) return code;
  const stories = types.map(({ id, name }) => `export const ${storyExportName(id)} = { ...officeTypeStory(${JSON.stringify(id)}), name: ${JSON.stringify(name)} };`);
  return `${code}\n\n${EXPANDED}\n${stories.join('\n')}\n`;
}

const isStoriesFile = (id: string): boolean => /\.stories\.tsx?$/.test(id.split('?')[0]!);

/** The Vite plugin that expands such stories files, before Storybook's and Vitest's own transforms read them. */
export function officeTypeStoriesPlugin(folder: string): Plugin {
  return {
    name: 'lishka:office-type-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!isStoriesFile(id) || !FACTORY.test(code) || code.includes(EXPANDED)) return null;
      for (const file of readdirSync(folder)) if (file.endsWith('.json')) this.addWatchFile(join(folder, file));
      return { code: expandOfficeTypeStories(code, officeTypeFiles(folder)), map: null };
    },
  };
}

/** Storybook's indexer for such stories files: the CSF indexer, reading the expanded file. */
export function officeTypeStoriesIndexer(folder: string): Indexer {
  return {
    test: /\.stories\.tsx?$/,
    createIndex: async (fileName, options) => {
      const code = readFileSync(fileName, 'utf8');
      return loadCsf(expandOfficeTypeStories(code, officeTypeFiles(folder)), { ...options, fileName }).parse().indexInputs;
    },
  };
}
