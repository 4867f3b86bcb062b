/** The files the schemas' form reads (an XSD is XML; the server compiles it). */
export const XSD_ACCEPT = '.xsd';
/** Most characters of an XSD (the server's bound, xml-schemas.schemas.ts XSD_MAX_LENGTH). */
export const XSD_MAX_LENGTH = 2_000_000;
// UTF-8 takes at most 4 bytes a character: a larger file cannot fit and is not read at all.
const MAX_BYTES = XSD_MAX_LENGTH * 4;

/** A file read for the form: its text, or why it was not taken. */
export type XsdFileRead = { text: string } | { problem: 'wrongType' | 'tooLarge' | 'unreadable' };

/** Reads a chosen .xsd in the browser as text (UTF-8, its byte-order mark dropped), refusing another type or one over the bound. */
export async function readXsdFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<XsdFileRead> {
  if (!/\.xsd$/i.test(file.name)) return { problem: 'wrongType' };
  if (file.size > MAX_BYTES) return { problem: 'tooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { problem: 'unreadable' };
  }
  if (text.length > XSD_MAX_LENGTH) return { problem: 'tooLarge' };
  return { text: text.replace(/^\uFEFF/, '') };
}
