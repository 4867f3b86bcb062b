/** Where the office's signing workflows are served. */
export const SIGNING_BASE = '/api/pdf/signing';

/** The office feature that signing workflows belong to: off, the office's routes and its signers' links are refused. */
export const SIGNING_FEATURE = 'e-signatures';
