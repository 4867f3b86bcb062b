import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitizer';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('sanitizeSvg', async () => {
  it('keeps the drawing: shapes, gradients referenced by id, embedded raster images', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const clean = await sanitizeSvg(`<svg ${NS} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="fill:url(#g)"/><use xlink:href="#g"/><image href="${png}"/></svg>`);
    expect(clean).toContain('<rect');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('style="fill:url(#g)"');
    expect(clean).toContain('xlink:href="#g"');
    expect(clean).toContain(png);
  });

  it('removes whatever runs: scripts, event handlers, javascript: links, foreignObject and style elements', async () => {
    const clean = await sanitizeSvg(
      `<svg ${NS} onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><circle r="2" onclick="alert(4)"/></a><foreignObject><div>x</div></foreignObject><style>@import url(https://evil.example/x.css);</style></svg>`,
    );
    expect(clean).not.toMatch(/script|onload|onclick|javascript:|foreignObject|<style|evil\.example/i);
    expect(clean).toContain('<circle');
  });

  it('removes every reference outside the file', async () => {
    const clean = await sanitizeSvg(`<svg ${NS}><image href="https://evil.example/track.png"/><use xlink:href="https://evil.example/s.svg#a"/><rect style="fill:url(https://evil.example/f)" width="1" height="1"/><image href="data:text/html;base64,PHNjcmlwdD4="/></svg>`);
    expect(clean).not.toMatch(/evil\.example|data:text/);
  });

  it('refuses a file with no drawing left', async () => {
    await expect(sanitizeSvg('<script>alert(1)</script>')).rejects.toThrow();
    await expect(sanitizeSvg('not svg at all')).rejects.toThrow();
  });
});
