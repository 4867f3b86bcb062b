// bidi-js ships no types: the part the report's PDF uses (the Unicode Bidirectional Algorithm's levels and reordering).
declare module 'bidi-js' {
  interface EmbeddingLevels {
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels;
    getReorderedString(text: string, levels: EmbeddingLevels, start?: number, end?: number): string;
  }
  // The package's own export is its default: this declares it as it is.
  // eslint-disable-next-line no-restricted-syntax
  export default function bidiFactory(): Bidi;
}
