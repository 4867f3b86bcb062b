import { forEachStringAtKey } from './strings-at-key';
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
  forEachStringAtKey(context.office, 'icon', SKIPPED_KEYS, (name, at) => {
    if (ICON_SHAPE.test(name) && !ICON_NAMES.has(name)) context.report(at, `no icon is called "${name}": use the name of an Ant Design icon, such as TeamOutlined`);
  });
};
