import { escapeHtml } from '../../mail/escape-html';

export { escapeHtml };

// http(s) addresses up to whitespace or a character that cannot be in one unescaped.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Punctuation that ends a sentence rather than the address ("see https://x/y.").
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Escapes plain text and turns its http(s) addresses into links that open in a new tab. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!URL.canParse(url)) continue;
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer" dir="ltr">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}
