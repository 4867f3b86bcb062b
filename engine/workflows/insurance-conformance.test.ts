import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OfficeType } from '../generated/config-types';
import { pathTo } from './conformance-kit';

// Spec: the insurance office's client workflow is its lead pipeline. Written from the brief, not from the file.
const FILE = new URL('../../office-types/insurance.json', import.meta.url);
const office = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as OfficeType) : undefined;
const SUFFIX = office ? '' : ' — skipped: office-types/insurance.json does not exist yet';

const PIPELINE = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'];

describe.skipIf(!office)(`insurance lead pipeline (workflows.client)${SUFFIX}`, () => {
  const pipeline = () => (office as OfficeType).workflows.client;

  it('has the stages new, contacted, qualified, proposal, negotiation, closed and lost, starting at new', () => {
    expect(pipeline().stages.map((stage) => stage.id)).toEqual(PIPELINE);
    expect(pipeline().initialStage).toBe('new');
  });

  it('can reach both outcomes, closed and lost', () => {
    expect(pathTo(pipeline(), 'closed')).toBeDefined();
    expect(pathTo(pipeline(), 'lost')).toBeDefined();
  });
});
