import type { CSSProperties } from 'react';

/**
 * What makes an antd input left to right inside a right-to-left page (addresses, phone numbers, codes): the
 * dir attribute alone loses to antd's own `direction: rtl` rule, so the style says it too.
 */
export const LTR_INPUT: { dir: 'ltr'; style: CSSProperties } = { dir: 'ltr', style: { direction: 'ltr' } };
