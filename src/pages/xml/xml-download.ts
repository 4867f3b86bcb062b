import { saveFile } from '../../app/actions/save-file';
import type { XmlApi, XmlDownload } from './xml-api';

const EXTENSIONS = { original: '', json: '.json', csv: '.csv', xlsx: '.xlsx' } as const;

/** Fetches a file's original or a made format and saves it under the server's name, else the file's own with the format's extension. */
export async function downloadXml(xml: XmlApi, document: { id: string; fileName: string }, what: XmlDownload = { format: 'original' }): Promise<void> {
  const file = await xml.download(document.id, what);
  const base = document.fileName.replace(/\.(xml|dat)$/i, '');
  const fallback = 'format' in what && what.format !== 'original' ? `${base}${EXTENSIONS[what.format]}` : document.fileName;
  saveFile(file.blob, file.fileName ?? fallback);
}
