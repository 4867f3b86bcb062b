// `npm run bench:xml [-- --megabytes N --runs R]`: issue 27's speed targets, measured on a generated holdings file
// (server/xml/testing/generate-holdings.ts, 10 MB by default): the median of R runs (5) of each step, beside a plain
// saxes parse of the same text (the baseline: what reading the XML at all costs), with its ratio to it.
// Targets: validate (read within the bounds, XSD, business rules) under 2 s; each transformation under 3 s.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SaxesParser } from 'saxes';
import { HOLDINGS_SCHEMA_ID, holdingsXsd } from '../xml/holdings-xsd';
import { inspectXml } from '../xml/inspect-xml';
import { readHoldings } from '../xml/read-holdings';
import { generateHoldings } from '../xml/testing/generate-holdings';
import { transformXml } from '../xml/transform-xml';
import { validateAgainstXsd } from '../xml/validate-xsd';
import { validateXml } from '../xml/validate-xml';

const { values } = parseArgs({ options: { megabytes: { type: 'string', default: '10' }, runs: { type: 'string', default: '5' } } });
const BYTES = Number(values.megabytes) * 1024 * 1024;
const RUNS = Number(values.runs);

const median = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const ms = (value: number): string => `${value.toFixed(0).padStart(6)} ms`;

async function timeRuns(work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main(): Promise<void> {
  const data = generateHoldings({ targetBytes: BYTES, seed: 27 });
  const text = data.toString('utf8');
  const holdings = readHoldings(data)!;
  console.log(`A generated holdings file: ${(data.length / 1024 / 1024).toFixed(1)} MB, ${holdings.products} products, ${holdings.policies.length} policies; median of ${RUNS} runs each; load average ${loadavg()[0]!.toFixed(1)} on this machine.`);

  const baseline = await timeRuns(() => {
    const parser = new SaxesParser();
    parser.on('opentag', () => undefined);
    parser.write(text).close();
  });
  const options = { xsd: holdingsXsd(), schemaId: HOLDINGS_SCHEMA_ID, fileName: 'bench.xml' };
  const steps: [label: string, work: () => unknown, target?: number][] = [
    ['inspect (decode, bounds, DOCTYPE)', () => inspectXml(data)],
    ['XSD alone (xmllint-wasm, --stream)', () => validateAgainstXsd(text, holdingsXsd())],
    ['validate (inspect + XSD + rules)', async () => {
      const result = await validateXml(data, options);
      if (!result.isValid) throw new Error(`the generated file is invalid: ${result.errors[0]?.message.en}`);
    }, 2000],
    ['readHoldings', () => readHoldings(data)],
    ['transform flat xlsx', () => transformXml(data, { type: 'flat', outputFormat: 'xlsx', language: 'he' }), 3000],
    ['transform flat csv', () => transformXml(data, { type: 'flat', outputFormat: 'csv', language: 'he' }), 3000],
    ['transform json', () => transformXml(data, { type: 'json', outputFormat: 'json', language: 'he' }), 3000],
    ['transform business xlsx', () => transformXml(data, { type: 'business', outputFormat: 'xlsx', language: 'he' }), 3000],
  ];
  console.log(`${'plain saxes parse (baseline)'.padEnd(38)} ${ms(baseline)}`);
  for (const [label, work, target] of steps) {
    const time = await timeRuns(work);
    const verdict = target === undefined ? '' : `  target < ${target / 1000} s: ${time < target ? 'met' : 'NOT MET'}`;
    console.log(`${label.padEnd(38)} ${ms(time)}  ${(time / baseline).toFixed(1).padStart(5)}× baseline${verdict}`);
  }
}

await main();
