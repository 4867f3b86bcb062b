import { readFileSync } from 'node:fs';
import { zipOf } from '../../testing/zip-writer';

/** A fixture of tests/fixtures/xml by its file name. */
export const xmlFixture = (name: string): Buffer => readFileSync(new URL(`../../../tests/fixtures/xml/${name}`, import.meta.url));

/**
 * A zip as the clearing house sends them, for tests: the valid holdings file, an invalid one (an ID with a wrong check
 * digit) and a PDF, or the entries given.
 */
export function holdingsZip(entries: { name: string; data: Buffer | string }[] = [
  { name: 'holdings-valid.xml', data: xmlFixture('holdings-valid.xml') },
  { name: 'holdings-bad-id.xml', data: xmlFixture('holdings-bad-id.xml') },
  { name: 'report.pdf', data: xmlFixture('not-xml.pdf') },
]): Buffer {
  return zipOf(entries);
}
