// antd's own isBright (antd/es/color-picker/components/ColorPresets.js), on the colour class alone: the module antd
// keeps it in also draws the colour picker's presets in a Collapse, which every Button's and Tag's style would carry.
import { Color } from '@rc-component/color-picker/es/color.js';

interface Colour {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: Colour, background: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) return new Color(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
