/** The sRGB channels of a #rgb, #rrggbb, rgb() or rgba() colour (alpha ignored), or undefined when it is another form. */
function channels(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/** The relative luminance of WCAG 2.1. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours (1 to 21), or undefined when either cannot be read. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return undefined;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour to write text in over every given background: `preferred` when it reaches WCAG AA's 4.5:1 over
 * each (or cannot be measured), else `fallback` (the theme's text colour). An office theme's link colour can
 * be too dark for dark mode.
 */
export function readableColor(preferred: string, fallback: string, backgrounds: readonly string[]): string {
  return backgrounds.every((background) => (contrastRatio(preferred, background) ?? 21) >= 4.5) ? preferred : fallback;
}
