import type { SIGNATURE_METHODS, SIGNING_FIELD_KINDS } from '../modules/signing/signing.schemas';

/** A box a participant filled, as it is drawn on the completed PDF (a row of signing_fields). */
export interface SignedField {
  kind: (typeof SIGNING_FIELD_KINDS)[number];
  /** The page, from 1. */
  page: number;
  /** The box's left and top edges, width and height, as fractions (0–1) of the page as shown, from its top left. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** A typed signature or initials, a date (YYYY-MM-DD), a text, or 'true'/'false' for a checkbox; null when empty. */
  value: string | null;
  /** A drawn or uploaded signature or initials, PNG or JPEG; null otherwise. */
  image: Uint8Array | null;
  method: (typeof SIGNATURE_METHODS)[number] | null;
}
