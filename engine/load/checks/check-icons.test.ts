import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';
import { ICON_NAMES } from './check-icons';

function errorsOf(change: (office: OfficeType) => void): { path: string; message: string }[] {
  const copy = structuredClone(dental) as unknown as OfficeType;
  change(copy);
  const result = loadOfficeType(copy, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe("the loader's check of icon names (check-icons.ts)", () => {
  it('knows exactly the icons AntIcon draws: the icon components of @ant-design/icons', () => {
    const folder = join(dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json')), 'es/icons');
    const installed = readdirSync(folder).filter((file) => file.endsWith('.js') && file !== 'index.js').map((file) => file.slice(0, -'.js'.length));
    // When this fails after an upgrade of @ant-design/icons, write the new names into ant-design-icon-names.json.
    expect([...ICON_NAMES].sort()).toEqual(installed.sort());
  });

  it('refuses an icon no one has drawn wherever the office names one, at its path', () => {
    const errors = errorsOf((office) => {
      office.icon = 'ToothOutlined';
      office.ui.navigation.primaryMenu[1]!.icon = 'XRayOutlined';
      office.workflows.client.stages[0]!.icon = 'PatientTwoTone';
    });
    expect(errors).toEqual([
      { path: '/icon', message: 'no icon is called "ToothOutlined": use the name of an Ant Design icon, such as TeamOutlined' },
      { path: '/workflows/client/stages/0/icon', message: 'no icon is called "PatientTwoTone": use the name of an Ant Design icon, such as TeamOutlined' },
      { path: '/ui/navigation/primaryMenu/1/icon', message: 'no icon is called "XRayOutlined": use the name of an Ant Design icon, such as TeamOutlined' },
    ]);
  });
});
