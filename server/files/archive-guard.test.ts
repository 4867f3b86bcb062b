import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflatedRepeat, zipOf } from '../testing/zip-writer';
import { ArchiveError, openGuardedArchive, readArchiveEntries, type ArchiveLimits } from './archive-guard';

const MIB = 1024 * 1024;
const LIMITS: ArchiveLimits = { maxEntries: 100, maxEntryBytes: 64 * MIB, maxTotalBytes: 128 * MIB, maxRatio: 100, ratioFloorBytes: MIB };

const reasonOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ArchiveError ? error.reason : `not an ArchiveError: ${String(error)}`),
  );

describe('the archive guard', () => {
  it('gives the entries asked for, as inflated, and leaves the rest', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows([['שם', 'Email'], ['Yoni', 'y@example.com']]);
    const entries = await readArchiveEntries(Buffer.from(await workbook.xlsx.writeBuffer()), LIMITS, (name) => name.startsWith('xl/worksheets/') && name.endsWith('.xml'));
    expect([...entries.keys()]).toEqual(['xl/worksheets/sheet1.xml']);
    expect(entries.get('xl/worksheets/sheet1.xml')!.toString('utf8')).toContain('<sheetData>');

    const archive = await openGuardedArchive(zipOf([{ name: 'a.xml', data: '<a/>' }, { name: 'b/c.xml', data: 'שלום' }]), LIMITS);
    expect(archive.names).toEqual(['a.xml', 'b/c.xml']);
    expect((await archive.read((name) => name === 'b/c.xml')).get('b/c.xml')!.toString('utf8')).toBe('שלום');
    archive.close();
  });

  it('refuses by the listing alone, before inflating anything: too many entries, an entry or a total declared too large, a ratio too high', async () => {
    const many = zipOf(Array.from({ length: 101 }, (_unused, index) => ({ name: `part${index}.xml`, data: '<a/>' })));
    expect(await reasonOf(openGuardedArchive(many, LIMITS))).toBe('too-many-entries');

    // 200MB of zeros declared honestly: refused for its size, from 200kB of deflate.
    const zeros = await deflatedRepeat(Buffer.alloc(MIB), 200);
    expect(zeros.deflated.length).toBeLessThan(MIB);
    expect(await reasonOf(openGuardedArchive(zipOf([{ name: 'xl/worksheets/sheet1.xml', ...zeros }]), LIMITS))).toBe('entry-too-large');

    // 20MB of zeros: under the size limit, but a thousand times its compressed size.
    const dense = await deflatedRepeat(Buffer.alloc(MIB), 20);
    expect(await reasonOf(openGuardedArchive(zipOf([{ name: 'xl/sharedStrings.xml', ...dense }]), LIMITS))).toBe('ratio-too-high');
    // The same entry passes where the ratio is not limited, and two of them pass no total of 30MB.
    const lenient = { ...LIMITS, maxRatio: 10_000 };
    expect(await reasonOf(openGuardedArchive(zipOf([{ name: 'one.xml', ...dense }]), lenient))).toBe('accepted');
    expect(await reasonOf(openGuardedArchive(zipOf([{ name: 'one.xml', ...dense }, { name: 'two.xml', ...dense }]), { ...lenient, maxTotalBytes: 30 * MIB }))).toBe('total-too-large');

    // A small part compresses far better than 100 times and is not held to the ratio.
    const small = await deflatedRepeat(Buffer.alloc(1024), 512);
    expect(await reasonOf(readArchiveEntries(zipOf([{ name: 'styles.xml', ...small }]), LIMITS, () => true))).toBe('accepted');
  });

  it('stops an entry whose declared size lies as soon as it inflates past it', async () => {
    const zeros = await deflatedRepeat(Buffer.alloc(MIB), 200);
    const lying = zipOf([{ name: 'xl/worksheets/sheet1.xml', ...zeros, declaredSize: 1000 }]);
    const archive = await openGuardedArchive(lying, LIMITS);
    expect(await reasonOf(archive.read(() => true))).toBe('size-mismatch');
    archive.close();
  });

  it('refuses what is not a zip, a truncated one, and two entries of one name', async () => {
    expect(await reasonOf(openGuardedArchive(Buffer.from('name,email\nYoni,y@example.com\n'), LIMITS))).toBe('not-a-zip');
    const whole = zipOf([{ name: 'a.xml', data: '<a/>'.repeat(1000) }]);
    expect(await reasonOf(openGuardedArchive(whole.subarray(0, whole.length - 30), LIMITS))).toBe('not-a-zip');
    expect(await reasonOf(openGuardedArchive(zipOf([{ name: 'a.xml', data: '<a/>' }, { name: 'a.xml', data: '<b/>' }]), LIMITS))).toBe('corrupt');
    const broken = Buffer.from(whole);
    broken.fill(0x55, 40, 60);
    expect(await reasonOf(readArchiveEntries(broken, LIMITS, () => true))).toBe('corrupt');
  });
});
