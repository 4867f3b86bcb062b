import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OfficeType } from '../generated/config-types';
import { drive, probe } from './conformance-kit';
import { graphDifferences, type SpecWorkflow } from './spec-workflow';

// Spec 3 §4 and §6, the generic office: written from the specification, not from the shipped file.
const FILE = new URL('../../office-types/generic.json', import.meta.url);
const office = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as OfficeType) : undefined;
const SUFFIX = office ? '' : ' — skipped: office-types/generic.json does not exist';

const CLIENT: SpecWorkflow = { stages: ['new', 'active', 'inactive'], initial: 'new', transitions: ['new>active', 'active>inactive', 'inactive>active'] };
const DOCUMENT: SpecWorkflow = { stages: ['draft', 'finalized'], initial: 'draft', transitions: ['draft>finalized'] };

describe.skipIf(!office)(`generic workflows (spec 3 §4, §6)${SUFFIX}`, () => {
  const workflows = () => (office as OfficeType).workflows;

  it('has the client workflow new → active → inactive → active', () => {
    expect(graphDifferences(workflows().client, CLIENT)).toEqual([]);
  });

  it('has the document workflow draft → finalized, finalized final', () => {
    expect(graphDifferences(workflows().document, DOCUMENT)).toEqual([]);
  });

  it('lets admin and professional edit both', () => {
    expect([...workflows().client.permissions.edit].sort()).toEqual(['admin', 'professional']);
    expect([...workflows().document.permissions.edit].sort()).toEqual(['admin', 'professional']);
  });

  it('lets a professional take a client round the cycle and back to active', () => {
    const { steps } = drive(workflows().client, probe('professional'), ['active', 'inactive', 'active']);
    expect(steps.map((step) => [step.stage, step.ok])).toEqual([['new', true], ['active', true], ['inactive', true], ['active', true]]);
  });

  it('lets a professional finalize a document', () => {
    const { actor } = drive(workflows().document, probe('professional'), ['finalized']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
