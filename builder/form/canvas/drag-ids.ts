/** What a drag id on the builder names: a palette type, a section, a section's body (its drop area) or a field. */
export type DragTarget = { kind: 'palette'; type: string } | { kind: 'section'; id: string } | { kind: 'body'; id: string } | { kind: 'field'; key: string };

/** The drag ids of the builder's draggables and drop areas. */
export const dragId = {
  palette: (type: string) => `palette:${type}`,
  section: (id: string) => `section:${id}`,
  body: (id: string) => `body:${id}`,
  field: (key: string) => `field:${key}`,
};

/** What a drag id names, if it is one of the builder's. */
export function parseDragId(id: string | number | undefined | null): DragTarget | undefined {
  if (typeof id !== 'string') return undefined;
  const at = id.indexOf(':');
  const kind = id.slice(0, at);
  const name = id.slice(at + 1);
  if (kind === 'palette') return { kind, type: name };
  if (kind === 'section' || kind === 'body') return { kind, id: name };
  if (kind === 'field') return { kind, key: name };
  return undefined;
}
