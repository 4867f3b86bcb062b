/** Where the library's calls live (spec 2 §7, documents, base /pdf/docs). */
export const LIBRARY_BASE = '/api/pdf/docs';
