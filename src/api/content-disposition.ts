/** The file name a Content-Disposition header gives (filename*=UTF-8'' first, then filename=), without any folder; undefined when none. */
export function fileNameOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header)?.slice(1).find((part) => part !== undefined)?.replace(/\\(.)/g, '$1').trim();
  // A name is only a name: no folders a server (or a forger) might slip in.
  const base = name?.split(/[\\/]/).at(-1)?.trim();
  return base ? base : undefined;
}
