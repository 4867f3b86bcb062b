import type { DOMPurify } from 'dompurify';

// A reference that stays inside the file (#id) or an embedded raster image; anything else reaches out.
const INTERNAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif);base64,)/i;
// url(…) in a style that points anywhere but an id in the file.
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;

let purifier: Promise<DOMPurify> | undefined;

// jsdom is the heaviest module the server has (half a second and 70 MB to load): it is loaded on the first logo
// upload, not at start-up.
async function createPurifier(): Promise<DOMPurify> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !INTERNAL_REFERENCE.test(data.attrValue)) data.keepAttr = false;
    if (name === 'style' && (EXTERNAL_URL.test(data.attrValue) || /@import|expression\(/i.test(data.attrValue))) data.keepAttr = false;
  });
  return purify;
}

/**
 * An uploaded SVG with nothing that runs or reaches out (issue 8): no script, event handler, foreignObject or
 * <style> element, no javascript: link (<use> stays, pointing inside the file only), and no reference outside the file (href, xlink:href and style url() only
 * to ids in it or to embedded PNG, JPEG or GIF data). What is left is drawn the same. Throws when no <svg> is left.
 */
export async function sanitizeSvg(text: string): Promise<string> {
  purifier ??= createPurifier();
  const clean = (await purifier).sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], FORBID_TAGS: ['style', 'foreignObject'], RETURN_TRUSTED_TYPE: false });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw new Error('The file holds no SVG drawing');
  return clean;
}
