import { ArchiveError, openGuardedArchive, type ArchiveLimits } from '../../files/archive-guard';
import { readXml, textRunBytes } from '../../files/xml-stream';

const MIB = 1024 * 1024;

/**
 * How far a Word file is opened for its words: entries and sizes by its listing first (a zip bomb is refused before
 * anything inflates), then every byte inflated counted, the main part at most 20 MB.
 */
export const WORD_LIMITS: ArchiveLimits = { maxEntries: 5000, maxEntryBytes: 20 * MIB, maxTotalBytes: 200 * MIB, maxRatio: 400, ratioFloorBytes: MIB };

const CONTENT_TYPES = '[Content_Types].xml';
const MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** Reading stopped on purpose: the text kept is long enough. */
class EnoughText extends Error {}

/** The part [Content_Types].xml declares as the Word document's main one (without its leading slash), if any. */
function mainPartOf(contentTypes: Buffer): string | undefined {
  let part: string | undefined;
  readXml(contentTypes, {
    open(name, attributes) {
      if (name === 'Override' && attributes.ContentType === MAIN_CONTENT_TYPE && attributes.PartName) part ??= attributes.PartName.replace(/^\//, '');
    },
  });
  return part;
}

/** The text of word/document.xml: each paragraph a line, tabs and breaks kept, at most `maxChars` characters. */
function documentText(xml: Buffer, maxChars: number): string {
  const parts: string[] = [];
  let length = 0;
  let isInText = false;
  const add = (text: string): void => {
    parts.push(text);
    length += text.length;
    if (length >= maxChars) throw new EnoughText();
  };
  try {
    readXml(xml, {
      maxTextBytes: textRunBytes(maxChars),
      onTextTooLong: () => {
        throw new EnoughText();
      },
      open(name) {
        if (name === 't') isInText = true;
        else if (name === 'tab') add('\t');
        else if (name === 'br' || name === 'cr') add('\n');
      },
      text(text) {
        if (isInText) add(text);
      },
      close(name) {
        if (name === 't') isInText = false;
        else if (name === 'p') add('\n');
      },
    });
  } catch (error) {
    if (!(error instanceof EnoughText)) throw error;
  }
  return parts.join('').slice(0, maxChars);
}

/**
 * The words of a Word document (DOCX) for the library's search: the main part [Content_Types].xml names, read under
 * WORD_LIMITS. Empty for a package that declares no Word document, or one the limits refuse (a zip bomb, too many
 * entries, encrypted entries): such a file is kept, only not found by its words. Throws nothing else than what a
 * broken XML part throws, which the caller catches.
 */
export async function docxText(data: Buffer, maxChars: number): Promise<string> {
  let archive;
  try {
    archive = await openGuardedArchive(data, WORD_LIMITS);
  } catch (error) {
    if (error instanceof ArchiveError) return '';
    throw error;
  }
  try {
    const contentTypes = (await archive.read((name) => name === CONTENT_TYPES)).get(CONTENT_TYPES);
    const main = contentTypes ? mainPartOf(contentTypes) : undefined;
    const xml = main ? (await archive.read((name) => name === main)).get(main) : undefined;
    return xml ? documentText(xml, maxChars) : '';
  } catch (error) {
    if (error instanceof ArchiveError) return '';
    throw error;
  } finally {
    archive.close();
  }
}
