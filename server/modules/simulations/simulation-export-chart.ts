import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { visualLine } from '../../pdf/bidi-line';
import { textWidth } from '../../pdf/fonts';
import type { ExportYear } from './simulation-export-years';

/** The chart's words: its two lines, and its axes. */
export interface ChartWords {
  nominal: string;
  real: string;
  age: string;
  balance: string;
}

const SIZE = 8;
const LEGEND = 22;
const BOTTOM = 30;
const AXIS = 52;
const INK = rgb(0.38, 0.38, 0.42);
const GRID = rgb(0.86, 0.86, 0.9);
const LINES = [
  { key: 'nominal', color: rgb(0.12, 0.31, 0.47), dash: undefined },
  { key: 'real', color: rgb(0.85, 0.55, 0.08), dash: [5, 3] },
] as const;

/** A round top for the value axis, at or above the highest value (as the screen's chart rounds it). */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = Math.pow(10, Math.floor(Math.log10(max)));
  return ([1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= max) ?? 10) * power;
}

/**
 * The balance over the years as two lines, nominal and real, drawn with the page's vector operators in a box whose
 * top-left corner is (left, top): the first year on the reading side (the right in Hebrew, as the screen draws it),
 * the value axis on the reading side's start, the legend above and the ages below.
 */
export function drawBalanceChart(page: PDFPage, font: PDFFont, box: { left: number; top: number; width: number; height: number }, years: readonly ExportYear[], words: ChartWords, options: { isRtl: boolean; language: string }): void {
  const { isRtl } = options;
  if (years.length === 0) return;
  const text = (value: string, x: number, y: number, anchor: 'start' | 'middle' | 'end') => {
    const width = textWidth(value, SIZE);
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    page.drawText(visualLine(value, isRtl), { x: left, y, size: SIZE, font, color: INK });
  };
  const plot = { width: box.width - AXIS, height: box.height - LEGEND - BOTTOM };
  const plotLeft = isRtl ? box.left : box.left + AXIS;
  const plotTop = box.top - LEGEND;
  const plotBottom = plotTop - plot.height;
  const top = niceCeiling(Math.max(0, ...years.map((year) => year.nominal), ...years.map((year) => year.real)));
  const compact = new Intl.NumberFormat(options.language, { notation: 'compact', maximumFractionDigits: 1 });
  const last = Math.max(1, years.length - 1);
  const xOf = (index: number) => plotLeft + (isRtl ? plot.width - (index / last) * plot.width : (index / last) * plot.width);
  const yOf = (value: number) => plotBottom + (Math.max(0, value) / top) * plot.height;

  // The value axis: grid lines and their values, its title above it.
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    const y = plotBottom + tick * plot.height;
    page.drawLine({ start: { x: plotLeft, y }, end: { x: plotLeft + plot.width, y }, thickness: tick === 0 ? 0.8 : 0.4, color: tick === 0 ? INK : GRID });
    const label = compact.format(tick * top).replace(/[\u200e\u200f]/g, '');
    if (isRtl) text(label, plotLeft + plot.width + 6, y - 3, 'start');
    else text(label, plotLeft - 6, y - 3, 'end');
  }
  text(words.balance, isRtl ? plotLeft + plot.width + 6 : plotLeft - 6, plotTop + 8, isRtl ? 'start' : 'end');

  // The years: about six ages along the bottom, the axis's title under them.
  const step = Math.max(1, Math.ceil(years.length / 6));
  years.forEach((year, index) => {
    if (index % step !== 0 && index !== years.length - 1) return;
    if (index !== years.length - 1 && years.length - 1 - index < step * 0.75) return;
    const x = xOf(index);
    page.drawLine({ start: { x, y: plotBottom }, end: { x, y: plotBottom - 3 }, thickness: 0.6, color: INK });
    text(String(year.age), x, plotBottom - 12, 'middle');
  });
  text(words.age, plotLeft + plot.width / 2, plotBottom - 25, 'middle');

  // The two lines, as SVG paths (drawSvgPath puts the path's origin at x, y and its y axis downwards).
  for (const line of LINES) {
    const path = years.map((year, index) => `${index === 0 ? 'M' : 'L'}${(xOf(index) - plotLeft).toFixed(2)},${(plotTop - yOf(year[line.key])).toFixed(2)}`).join(' ');
    page.drawSvgPath(path, { x: plotLeft, y: plotTop, borderColor: line.color, borderWidth: 1.8, ...(line.dash ? { borderDashArray: [...line.dash] } : {}) });
  }

  // The legend, in reading order from the reading side.
  let at = isRtl ? plotLeft + plot.width : plotLeft;
  const legendY = box.top - 10;
  for (const line of LINES) {
    const label = words[line.key];
    const sample = isRtl ? { from: at - 22, to: at } : { from: at, to: at + 22 };
    page.drawLine({ start: { x: sample.from, y: legendY + 3 }, end: { x: sample.to, y: legendY + 3 }, thickness: 2, color: line.color, ...(line.dash ? { dashArray: [...line.dash] } : {}) });
    const width = textWidth(label, SIZE + 1);
    const x = isRtl ? sample.from - 5 - width : sample.to + 5;
    page.drawText(visualLine(label, isRtl), { x, y: legendY, size: SIZE + 1, font, color: rgb(0.1, 0.1, 0.12) });
    at = isRtl ? x - 18 : x + width + 18;
  }
}
