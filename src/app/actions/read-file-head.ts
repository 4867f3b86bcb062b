import { SNIFF_BYTES } from '../../../engine/policies/sniff-file-type';

/** A chosen file's first bytes, enough to tell its format by content as the server does (sniff-file-type.ts). */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}
