/**
 * `tsx watch`'s arguments for the development server: restarted when its code changes (the files it imports) or when
 * an office type is added, edited or removed, which the server reads from disk at start and tsx would not follow.
 */
export const devServerWatchArgs = (script: string): string[] => ['watch', '--clear-screen=false', '--include', 'office-types/*.json', script];
