import { Tag, type TagProps } from 'antd';

/**
 * A coloured tag whose text is the page's text colour: antd's preset colours write light text on a pale tint
 * (3:1 and less), which fails the 4.5:1 contrast of small text; the colour stays in the tint and the border.
 */
export function ReadableTag({ style, ...props }: TagProps) {
  return <Tag {...props} style={{ color: 'inherit', ...style }} />;
}
