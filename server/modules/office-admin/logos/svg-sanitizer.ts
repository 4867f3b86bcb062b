import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

// A reference that stays inside the file (#id) or an embedded raster image; anything else reaches out.
const INTERNAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif);base64,)/i;
// url(…) in a style that points anywhere but an id in the file.
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if ((name === 'href' || name === 'xlink:href' || name === 'src') && !INTERNAL_REFERENCE.test(data.attrValue)) data.keepAttr = false;
  if (name === 'style' && (EXTERNAL_URL.test(data.attrValue) || /@import|expression\(/i.test(data.attrValue))) data.keepAttr = false;
});

/**
 * An uploaded SVG with nothing that runs or reaches out (issue 8): no script, event handler, foreignObject or
 * <style> element, no javascript: link (<use> stays, pointing inside the file only), and no reference outside the file (href, xlink:href and style url() only
 * to ids in it or to embedded PNG, JPEG or GIF data). What is left is drawn the same. Throws when no <svg> is left.
 */
export function sanitizeSvg(text: string): string {
  const clean = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], FORBID_TAGS: ['style', 'foreignObject'], RETURN_TRUSTED_TYPE: false });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw new Error('The file holds no SVG drawing');
  return clean;
}
