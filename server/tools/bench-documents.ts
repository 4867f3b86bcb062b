// `npm run bench:documents [-- --runs N --warmup W --documents D --seconds S --connections C --rounds R --only pdf,list --plans]`:
// PDF generation of a three-page Hebrew letter from a document template (the office's band and logo, placeholders
// filled, wrapped, paginated), one letter after another in this one process (one core), after W letters of warm-up;
// pages per second against the target of 50. Measured twice: as an office's letters come (their words laid out
// before, in the font's shared caches), and with those caches emptied before each letter (every word new to the
// process). Then the library list at D documents (100,000 by default) in one office beside bare routes in the same
// run (bench-documents/library-list.ts); `--plans` prints the list's query plans.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { forgetWordCaches } from '../pdf/fonts';
import { renderTemplatePdf, type TemplatePdfInput } from '../pdf/template-pdf';
import { SAMPLE_VALUES, sampleLetter, sampleLogoPng } from '../pdf/template-pdf.test-support';
import { benchLibraryList } from './bench-documents/library-list';

const TARGET_PAGES_PER_SECOND = 50;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    documents: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '5' },
    only: { type: 'string', default: 'pdf,list' },
    plans: { type: 'boolean', default: false },
  },
});
const parts = new Set(values.only.split(',').map((part) => part.trim()));
const runs = Number(values.runs);
const warmup = Number(values.warmup);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${values.runs}`);
if (!Number.isInteger(warmup) || warmup < 1) throw new Error(`--warmup wants a whole number ≥ 1, not ${values.warmup}`);

if (parts.has('pdf')) await benchPdf();
if (parts.has('list')) {
  const options = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: Number(values.rounds) };
  for (const line of await benchLibraryList(Number(values.documents), options, values.plans)) console.log(line);
}

/** PDF generation, letter after letter. */
async function benchPdf(): Promise<void> {
  const input: TemplatePdfInput = {
    template: sampleLetter(),
    language: 'he',
    values: SAMPLE_VALUES,
    office: { name: SAMPLE_VALUES['office.name']!, logo: { bytes: sampleLogoPng(), contentType: 'image/png' }, primaryColor: '#1d5c63' },
  };

  const first = await renderTemplatePdf(input);
  const pages = (await PDFDocument.load(first)).getPageCount();
  for (let run = 1; run < warmup; run++) await renderTemplatePdf(input);

  /** The letters made one after another, each timed; `before` runs untimed ahead of each. */
  async function measure(before: () => void): Promise<{ seconds: number; times: number[] }> {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      before();
      const at = performance.now();
      await renderTemplatePdf(input);
      times.push(performance.now() - at);
    }
    return { seconds: times.reduce((sum, ms) => sum + ms, 0) / 1000, times };
  }

  const rows = [
    { label: 'words seen before', ...(await measure(() => undefined)) },
    { label: 'every word new', ...(await measure(forgetWordCaches)) },
  ];

  console.log(`bench:documents — a ${pages}-page Hebrew letter (${(first.length / 1024).toFixed(0)} KiB), ${warmup} letters of warm-up, then ${runs} one after another in one process; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}.`);
  console.log(`  ${'letters'.padEnd(20)}${'runs'.padStart(6)}${'pages'.padStart(7)}${'seconds'.padStart(9)}${'median'.padStart(10)}${'p95'.padStart(10)}${'slowest'.padStart(10)}${'pages/s'.padStart(9)}${'× target'.padStart(10)}`);
  for (const row of rows) {
    const sorted = [...row.times].sort((a, b) => a - b);
    const at = (share: number) => `${sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1)} ms`;
    const pagesPerSecond = (runs * pages) / row.seconds;
    console.log(
      `  ${row.label.padEnd(20)}${String(runs).padStart(6)}${String(runs * pages).padStart(7)}${row.seconds.toFixed(2).padStart(9)}${at(0.5).padStart(10)}${at(0.95).padStart(10)}${at(1).padStart(10)}${pagesPerSecond.toFixed(1).padStart(9)}${`${(pagesPerSecond / TARGET_PAGES_PER_SECOND).toFixed(2)}×`.padStart(10)}`,
    );
  }
  const worst = Math.min(...rows.map((row) => (runs * pages) / row.seconds));
  console.log(`  target: ≥ ${TARGET_PAGES_PER_SECOND} pages/s on one core: ${worst >= TARGET_PAGES_PER_SECOND ? 'met' : 'NOT met'} (${worst.toFixed(1)} pages/s at the slower)`);
}
