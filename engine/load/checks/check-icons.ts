import { pointer } from '../load-error';
import iconNames from './ant-design-icon-names.json';
import type { OfficeTypeCheck } from './check-context';

/** The Ant Design icons the application can draw (engine/react/AntIcon.tsx), kept equal to @ant-design/icons by its test. */
export const ICON_NAMES: ReadonlySet<string> = new Set(iconNames);

// A form's embedded JSON Schema is data shape: an "icon" there is a field, not a drawing.
const SKIPPED_KEYS = new Set(['schema', 'uiSchema']);

// The schema's shape of an icon name (navigation.schema.json); a name of another shape is the schema's to refuse.
const ICON_SHAPE = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

/** Every icon the office names (menu, quick actions, tiles, modules, stages…) is an Ant Design icon the application has. */
export const checkIcons: OfficeTypeCheck = (context) => {
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, pointer(path, index)));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (SKIPPED_KEYS.has(key)) continue;
      const at = pointer(path, key);
      if (key === 'icon' && typeof child === 'string') {
        if (ICON_SHAPE.test(child) && !ICON_NAMES.has(child)) context.report(at, `no icon is called "${child}": use the name of an Ant Design icon, such as TeamOutlined`);
      } else walk(child, at);
    }
  };
  walk(context.office, '/');
};
