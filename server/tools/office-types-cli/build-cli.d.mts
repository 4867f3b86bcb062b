/** Where the CLI's bundle goes unless told otherwise (dist/office-types-cli). */
export const CLI_OUT_DIR: string;
/** Whether the CLI's bundle in outDir is missing or older than a file it was built from. */
export function cliBuildIsStale(outDir?: string): boolean;
/** Builds the CLI's bundle in outDir when it is stale; answers the bundle's path. */
export function ensureCliBuild(outDir?: string): Promise<string>;
