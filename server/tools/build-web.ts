// The web app's build lives in build-web.mjs, plain Node for `npm start`; this is its name for TypeScript callers.
export { ensureWebBuild, webBuildIsStale } from './build-web.mjs';
