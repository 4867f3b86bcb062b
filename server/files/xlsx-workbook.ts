import { TableError } from './table';
import { prefixedAttribute, readXml } from './xml-stream';

/** Where a workbook keeps the parts a table is read from, and how it counts dates. */
export interface WorkbookParts {
  /** The first sheet, as the workbook orders its tabs. */
  sheet: string;
  sharedStrings?: string;
  styles?: string;
  /** Dates count days from 1904 rather than 1900 (old Mac workbooks). */
  date1904: boolean;
}

const RELATIONSHIP_TYPES = { worksheet: '/worksheet', sharedStrings: '/sharedStrings', styles: '/styles' } as const;

// A relationship's target as a path in the zip: absolute from the package root, or relative to the workbook's folder.
function partPath(target: string): string {
  const segments = target.startsWith('/') ? [] : ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** The parts of the workbook's table, from xl/workbook.xml and its relationships; 'unreadable' when there is no sheet. */
export function workbookParts(workbook: Buffer | undefined, relationships: Buffer | undefined): WorkbookParts {
  if (!workbook || !relationships) throw new TableError('unreadable', 'no xl/workbook.xml or its relationships');
  const sheetIds: string[] = [];
  let date1904 = false;
  readXml(workbook, {
    open(name, attributes) {
      const id = name === 'sheet' ? prefixedAttribute(attributes, 'id') : undefined;
      if (id) sheetIds.push(id);
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
    },
  });
  const targets = new Map<string, { type: string; target: string }>();
  readXml(relationships, {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id && attributes.Target && attributes.TargetMode !== 'External') targets.set(attributes.Id, { type: attributes.Type ?? '', target: attributes.Target });
    },
  });
  const ofType = (type: string): string | undefined => {
    const found = [...targets.values()].find((relationship) => relationship.type.endsWith(type));
    return found && partPath(found.target);
  };
  const sheet = sheetIds.map((id) => targets.get(id)).find((relationship) => relationship?.type.endsWith(RELATIONSHIP_TYPES.worksheet));
  if (!sheet) throw new TableError('unreadable', 'the workbook names no worksheet');
  return { sheet: partPath(sheet.target), sharedStrings: ofType(RELATIONSHIP_TYPES.sharedStrings), styles: ofType(RELATIONSHIP_TYPES.styles), date1904 };
}
