// bidi-js ships no types: the part the PDF writer uses (the Unicode Bidirectional Algorithm's levels, the segments
// it reverses and the characters it mirrors).
declare module 'bidi-js' {
  interface EmbeddingLevels {
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels;
    getReorderSegments(text: string, levels: EmbeddingLevels, start?: number, end?: number): [number, number][];
    getMirroredCharactersMap(text: string, levels: Uint8Array, start?: number, end?: number): Map<number, string>;
  }
  // The package's own export is its default: this declares it as it is.
  // eslint-disable-next-line no-restricted-syntax
  export default function bidiFactory(): Bidi;
}
