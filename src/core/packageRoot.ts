/**
 * Where the package's own files are (package.json, sims/, node_modules/), whether this module
 * runs from source (src/core/packageRoot.ts, through tsx) or compiled (dist/src/core/packageRoot.js).
 * Every run-time path to a file the package ships starts here, so the two layouts cannot drift.
 */
const compiled = import.meta.url.endsWith('.js');

export const PACKAGE_ROOT: URL = new URL(compiled ? '../../../' : '../../', import.meta.url);

/** True when running the compiled build in dist/ (no TypeScript loader in the process). */
export const RUNNING_COMPILED = compiled;
