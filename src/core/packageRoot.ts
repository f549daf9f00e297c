/**
 * Where the package's own files are (package.json, sims/, node_modules/), whether this module
 * runs from source (src/core/packageRoot.ts, through tsx) or bundled (a chunk in dist/bundle/,
 * scripts/build.mjs, which defines CARDLAW_BUNDLE). Every run-time path to a file the package
 * ships starts here, so the two layouts cannot drift.
 */
declare const CARDLAW_BUNDLE: boolean | undefined;
const bundled = typeof CARDLAW_BUNDLE !== 'undefined' && CARDLAW_BUNDLE === true;

// src/core/packageRoot.ts and every chunk of dist/bundle/ are both two folders below the root
export const PACKAGE_ROOT: URL = new URL('../../', import.meta.url);

/** True when running the bundled build in dist/bundle/ (no TypeScript loader in the process). */
export const RUNNING_COMPILED = bundled;
