/** The largest file the server takes (server/modules/clients/client-import-file.ts IMPORT_MAX_BYTES). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file is refused before sending it, or undefined when it may go; the server still reads its content. */
export function importFileProblem(file: { readonly name: string; readonly size: number }): 'tooLarge' | 'wrongType' | undefined {
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'wrongType';
  return undefined;
}
