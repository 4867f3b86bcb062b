import { afterEach, describe, expect, it, vi } from 'vitest';
import generic from '../../office-types/generic.json';
import type { OfficeType } from '../generated/config-types';
import { setEngineLogger } from '../logger';
import { buildTerminologyResources, isValidTerminology, resolveLabel, termFor, terminologyNamespace } from './terminology';

const office = generic as OfficeType;
afterEach(() => setEngineLogger({ warn: () => undefined }));

describe('terminologyNamespace', () => {
  it('is <type>-terminology for a known type', () => {
    expect(terminologyNamespace('real-estate', ['real-estate', 'legal'])).toBe('real-estate-terminology');
  });

  it('is the lowercased alphanumeric name for any other', () => {
    expect(terminologyNamespace('Dental Clinic #2', ['legal'])).toBe('dentalclinic2-terminology');
  });
});

describe('isValidTerminology', () => {
  it('needs a non-empty office type and the four person terms', () => {
    expect(isValidTerminology('legal', office.terminology.en)).toBe(true);
    expect(isValidTerminology('', office.terminology.en)).toBe(false);
    expect(isValidTerminology(7, office.terminology.en)).toBe(false);
    expect(isValidTerminology('legal', { ...office.terminology.en, professionals: ' ' })).toBe(false);
    expect(isValidTerminology('legal', undefined)).toBe(false);
  });
});

describe('buildTerminologyResources', () => {
  it('gives one namespace with the words of each language, custom terms included', () => {
    const withCustom = { ...office, terminology: { ...office.terminology, en: { ...office.terminology.en, customTerms: { matter: 'Matter' } } } };
    const built = buildTerminologyResources(withCustom, ['generic']);
    expect(built.namespace).toBe('generic-terminology');
    expect(built.resources.he?.client).toBe('לקוח');
    expect(built.resources.en).toMatchObject({ client: 'Client', matter: 'Matter' });
  });

  it('falls back to the common namespace, with a warning, when the vocabulary is not valid', () => {
    const warn = vi.fn();
    setEngineLogger({ warn });
    const broken = { ...office, terminology: { ...office.terminology, he: { ...office.terminology.he, client: '' } } };
    expect(buildTerminologyResources(broken, ['generic'])).toEqual({ namespace: 'common', resources: {} });
    expect(warn).toHaveBeenCalled();
  });
});

describe('labels', () => {
  it('read vocabulary keys from the office’s terms in the wanted language', () => {
    expect(termFor(office, 'clients', 'he')).toBe('לקוחות');
    expect(resolveLabel(office, { labelKey: 'term.clients', label: { he: 'x', en: 'x' } }, 'en')).toBe('Clients');
  });

  it('fall back to the localized text, then Hebrew, then the key’s last segment', () => {
    expect(resolveLabel(office, { labelKey: 'term.matters', label: { he: 'תיקים', en: 'Matters' } }, 'en')).toBe('Matters');
    expect(resolveLabel(office, { label: { he: 'תיקים', en: 'Matters' } }, 'es')).toBe('תיקים');
    expect(resolveLabel(office, { labelKey: 'nav.timeBilling' }, 'en')).toBe('timeBilling');
  });
});
