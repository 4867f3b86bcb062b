/** Whether dist/web is missing or older than a source of the web app. */
export function webBuildIsStale(): boolean;
/** Builds the web app into dist/web when it is missing or older than its sources; says why it builds. */
export function ensureWebBuild(): Promise<void>;
