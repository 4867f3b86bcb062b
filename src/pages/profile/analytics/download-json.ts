import { saveFile } from '../../../app/actions/save-file';

/** Hands a JSON document to the browser as a file download. */
export function downloadJson(document_: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json;charset=utf-8' }), fileName);
}
