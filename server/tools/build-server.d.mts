/** Whether dist/server is missing or older than a file it was built from. */
export function serverBuildIsStale(): boolean;
/** Builds dist/server when it is stale; answers the bundle's entry. */
export function ensureServerBuild(): Promise<string>;
