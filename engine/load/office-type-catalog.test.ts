import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import { createOfficeTypeCatalog } from './office-type-catalog';

const options = { widgets: widgetDefinitions };

describe('createOfficeTypeCatalog', () => {
  it('loads good files, and reports broken ones without dropping the rest', () => {
    const catalog = createOfficeTypeCatalog(
      [
        { fileName: 'generic.json', json: generic },
        { fileName: 'broken.json', text: '{ "id": "broken", ' },
      ],
      options,
    );
    expect(catalog.ids()).toEqual(['generic']);
    expect(catalog.errors.map((error) => error.officeType)).toEqual(['broken']);
    expect(catalog.errors[0]?.message).toMatch(/not valid JSON \(line 1/);
  });

  it('tells keys written twice together with the file\'s other mistakes, in one run', () => {
    const text = JSON.stringify({ ...generic, ui: { ...generic.ui, theme: { ...generic.ui.theme, colors: { ...generic.ui.theme.colors, primary: 'blue-ish' } } } }, null, 2).replace(
      /"he": "([^"]*)",/,
      '"he": "$1",\n    "he": "$1",',
    );
    const catalog = createOfficeTypeCatalog([{ fileName: 'generic.json', text }], options);
    expect(catalog.ids()).toEqual([]);
    const messages = catalog.errors.map((error) => `${error.path}: ${error.message}`);
    expect(messages.some((message) => /duplicate key "he"/.test(message))).toBe(true);
    expect(messages.some((message) => message.startsWith('/ui/theme/colors/primary: not a colour'))).toBe(true);
  });

  it('wants each file named after its id, and each id once', () => {
    const catalog = createOfficeTypeCatalog(
      [
        { fileName: 'generic.json', json: generic },
        { fileName: 'general.json', json: generic },
        { fileName: 'dental.json', json: { ...generic, id: 'dental' } },
        { fileName: 'office-types/dental.json', json: { ...generic, id: 'dental' } },
      ],
      options,
    );
    expect(catalog.ids()).toEqual(['dental', 'generic']);
    expect(catalog.errors.map((error) => error.message)).toEqual([
      'the file general.json must be named generic.json (or its id changed to "general")',
      'another file already defines office type "dental"',
    ]);
  });

  it('reports a broken feature catalogue', () => {
    const catalogue = { flags: [{ id: 'a', name: generic.name, description: generic.name, default: true, dependencies: ['b'] }, { id: 'b', name: generic.name, description: generic.name, default: true, dependencies: ['a'] }] };
    const catalog = createOfficeTypeCatalog([], { ...options, catalogue });
    expect(catalog.errors.map((error) => error.message)).toEqual(['dependency loop: a → b → a']);
  });
});
