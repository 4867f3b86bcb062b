import type { MailboxMessage } from './dev-mailbox.queries';
import { escapeHtml, linkifyText } from './html-text';

// unicode-bidi: plaintext sets each line's direction by its own first letter: Hebrew lines read right to
// left, English lines and addresses left to right, in the same message.
const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2328; background: #f6f8fa; }
  header form { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
  article { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; unicode-bidi: plaintext; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0 0 .75rem; font-size: .85rem; color: #59636e; }
  dd { margin: 0; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; unicode-bidi: plaintext; font: inherit; margin: 0; }
  .error { color: #cf222e; }
  details pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .8rem; background: #f6f8fa; padding: .5rem; }
`;

function field(label: string, value: string | null, className = ''): string {
  if (value === null) return '';
  return `<dt>${escapeHtml(label)}</dt><dd dir="auto"${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`;
}

function renderMessage(message: MailboxMessage): string {
  return `<article>
<h2 dir="auto">${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd dir="ltr">${escapeHtml(message.to)}</dd>
<dt>Created</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time></dd>
${field('Template', message.template)}<dt>Transport</dt><dd>${escapeHtml(message.transport)}</dd>
${field('Sent', message.sentAt)}${field('Error', message.error, 'error')}
</dl>
<pre class="body" dir="auto">${linkifyText(message.text)}</pre>
${message.html === null ? '' : `<details><summary>HTML body (source)</summary><pre dir="auto">${escapeHtml(message.html)}</pre></details>`}
</article>`;
}

/** The development mailbox as one self-contained page: no scripts, no styles or images fetched. */
export function renderMailboxPage(messages: MailboxMessage[], filter: { to?: string; limit: number }): string {
  const list = messages.length
    ? messages.map(renderMessage).join('\n')
    : `<p>No mail${filter.to ? ` to ${escapeHtml(filter.to)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Development mailbox</h1>
<p>Every message the server kept in its outbox (transport outbox: no SMTP_URL set) or sent (transport smtp), newest first, at most ${filter.limit}. As JSON: <a href="/api/dev/mailbox">/api/dev/mailbox</a>.</p>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" dir="ltr" maxlength="254" value="${escapeHtml(filter.to ?? '')}">
<button type="submit">Filter</button>
<a href="/dev/mailbox">All mail</a>
</form>
</header>
<main>
${list}
</main>
</body>
</html>
`;
}
