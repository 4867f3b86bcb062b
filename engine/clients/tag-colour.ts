/** antd's preset tag colours, the palette other tags are hashed into. */
export const TAG_PALETTE = ['magenta', 'red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple'] as const;

/** One of antd's preset tag colours, by name. */
export type TagColour = (typeof TAG_PALETTE)[number];

/** The fixed colours of the keyword tags (spec 2 §9), matched whatever their case, and of the same words in Hebrew. */
export const KEYWORD_TAG_COLOURS: Readonly<Record<string, TagColour>> = {
  client: 'blue',
  quote: 'cyan',
  policy: 'green',
  claim: 'orange',
  renewal: 'purple',
  system: 'geekblue',
  important: 'gold',
  urgent: 'red',
  // A Hebrew office tags in Hebrew: its keywords keep their colours.
  'לקוח': 'blue',
  'הצעת מחיר': 'cyan',
  'פוליסה': 'green',
  'תביעה': 'orange',
  'חידוש': 'purple',
  'מערכת': 'geekblue',
  'חשוב': 'gold',
  'דחוף': 'red',
};

// FNV-1a over the UTF-16 code units: the same colour for the same tag in every browser and on the server.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A tag's colour: the keyword's own for a keyword tag, else one of the palette chosen by the tag's text. */
export function tagColour(tag: string): TagColour {
  const key = tag.trim().toLowerCase();
  const keyword = Object.hasOwn(KEYWORD_TAG_COLOURS, key) ? KEYWORD_TAG_COLOURS[key] : undefined;
  return keyword ?? TAG_PALETTE[hash(key) % TAG_PALETTE.length] ?? 'blue';
}
