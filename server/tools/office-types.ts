// The implementer's tool: `npm run office-types -- validate [file…]` checks office-type files.
// npm runs it from an esbuild bundle (office-types-cli/run.mjs builds it when stale); tsx runs it from here alike.
import { resolve } from 'node:path';
import { pickText } from '../../engine/i18n/languages';
import { loadOfficeTypeCatalog, officeTypeFiles } from '../office-types/read-office-types';

const USAGE = `Usage:
  npm run office-types -- validate [file…]   check the shipped office types, or the given files
  npm run office-types -- list               list the shipped office types`;

function validate(files: string[]): number {
  const targets = files.length ? files.map((file) => resolve(file)) : officeTypeFiles();
  const catalog = loadOfficeTypeCatalog(targets);
  for (const [id, office] of catalog.types) {
    console.log(`✓ ${id}: ${pickText(office.name, 'en')} (${office.localization.languages.join(', ')})`);
  }
  const byOffice = new Map<string, typeof catalog.errors[number][]>();
  for (const error of catalog.errors) byOffice.set(error.officeType, [...(byOffice.get(error.officeType) ?? []), error]);
  for (const [officeType, errors] of byOffice) {
    console.log(`✗ ${officeType}: ${errors.length} problem${errors.length === 1 ? '' : 's'}`);
    for (const error of errors) console.log(`    ${error.path}  ${error.message}`);
  }
  const failed = catalog.errors.length > 0;
  console.log(failed ? `\n${catalog.errors.length} problem(s) found.` : `\nAll ${catalog.types.size} office type(s) are valid.`);
  return failed ? 1 : 0;
}

function list(): number {
  const catalog = loadOfficeTypeCatalog();
  for (const office of catalog.types.values()) {
    console.log(`${office.id.padEnd(14)} ${pickText(office.name, 'en').padEnd(28)} ${office.localization.languages.join(',')}`);
  }
  return catalog.errors.length ? 1 : 0;
}

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => number> = { validate, list: () => list() };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
process.exit(run(rest));
