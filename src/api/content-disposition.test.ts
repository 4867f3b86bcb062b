import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('the file name of a Content-Disposition header', () => {
  it('reads a quoted, a bare and an encoded name, the encoded one first', () => {
    expect(fileNameOf('attachment; filename="clients-2026-11-22.csv"')).toBe('clients-2026-11-22.csv');
    expect(fileNameOf('attachment; filename=clients.xlsx')).toBe('clients.xlsx');
    expect(fileNameOf('attachment; filename="fallback.csv"; filename*=UTF-8\'\'%D7%9C%D7%A7%D7%95%D7%97%D7%95%D7%AA.csv')).toBe('לקוחות.csv');
  });

  it('drops folders and gives undefined when there is no name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment; filename=""')).toBeUndefined();
  });
});
