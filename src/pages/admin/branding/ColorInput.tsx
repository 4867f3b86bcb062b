import { ColorPicker, Flex, Input } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { isValidColor } from '../../../../engine/theme/color';

/** What a colour field takes: antd Form gives the id, value and onChange; the picker's title names it for the mouse (the text field is the accessible way in). */
export interface ColorInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  pickerLabel: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

// An opaque colour as #rrggbb, a translucent one as rgba(): both forms the theme accepts.
const written = (color: Color): string => (color.toRgb().a < 1 ? color.toRgbString() : color.toHexString());

/** A colour as a picker and as text (hex with 3 or 6 digits, rgb() or rgba()); the picker follows the text while it is a colour. */
export function ColorInput({ id, value = '', onChange, pickerLabel, ...rest }: ColorInputProps) {
  return (
    <Flex gap={8} align="center">
      <span title={pickerLabel} style={{ display: 'inline-flex' }}>
        <ColorPicker value={isValidColor(value) ? value : undefined} onChange={(color) => onChange?.(written(color))} />
      </span>
      {/* Inline: antd's right-to-left class sets `direction` in CSS, which wins over the dir attribute. */}
      <Input id={id} dir="ltr" value={value} onChange={(event) => onChange?.(event.target.value)} style={{ maxInlineSize: 220, fontFamily: 'monospace', direction: 'ltr' }} {...rest} />
    </Flex>
  );
}
