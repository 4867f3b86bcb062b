import { describe, expect, it } from 'vitest';
import { readRunningParams, runningRecordsQuery, writeRunningParams } from './running-records-query';

describe('the workflows overview’s address and query', () => {
  it('reads the tab and the module, an unknown tab being the active one', () => {
    expect(readRunningParams(new URLSearchParams('state=overdue&module=matters'))).toEqual({ state: 'overdue', module: 'matters' });
    expect(readRunningParams(new URLSearchParams('state=nonsense'))).toEqual({ state: 'active' });
  });

  it('leaves the defaults out of the address, and asks the server for a tab, a module and a cursor', () => {
    expect(writeRunningParams({ state: 'overdue', module: 'matters' }, { state: 'active' }).toString()).toBe('module=matters');
    expect(writeRunningParams({ state: 'active', module: 'matters' }, { module: '' }).toString()).toBe('');
    expect(runningRecordsQuery({ state: 'finished', module: 'claims' }, 'c2')).toBe('/workflows/records?state=finished&module=claims&cursor=c2&limit=25');
  });
});
