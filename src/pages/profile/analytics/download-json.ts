/** Hands a JSON document to the browser as a file download. */
export function downloadJson(document_: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
