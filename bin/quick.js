// The launcher's quick path (issue 10). The commands that rule or read the regulation — judge,
// settle, clauses, gaps — run from one CommonJS file, dist/bundle/cli.cjs (scripts/build.mjs),
// compiled with the V8 code cache the build wrote beside it (cli.cjs.cache): V8 then skips
// parsing and compiling what the cache holds, which is most of a judge call's own start-up. Node
// 20 has no code cache for ES modules (module.enableCompileCache is Node 22), hence a CommonJS
// file run through vm.Script, the way v8-compile-cache does it. The other commands (simulate,
// report, suite, …) run for seconds and import ES-module-only packages (vega, @viz-js/viz), so
// they keep the ES module chunks of dist/bundle/cli.js; so do --help and --version, which load
// two small chunks there and would spend more on reading the cache (measured: about 8 ms of CPU).
//
// Every failure here falls back, silently: a cache V8 rejects (another Node or V8 version, other
// V8 flags, a damaged file) only costs the compile it would have saved; a Node without
// vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER (before 20.12: needed for import() inside the
// file), or a missing cli.cjs, runs dist/bundle/cli.js as before. The cache is written at build
// time only, never by a command.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

/** The commands (first argument, --debug aside) that run from dist/bundle/cli.cjs. */
export const QUICK_COMMANDS = ['judge', 'settle', 'clauses', 'gaps'];

/** @param {readonly string[]} args the command line after `cardlaw` */
export function isQuick(args) {
  const command = args.find((a) => a !== '--debug');
  // a command's own --help is answered before the command is loaded: the small build is quicker
  return command !== undefined && QUICK_COMMANDS.includes(command) && !args.includes('--help') && !args.includes('-h');
}

/**
 * dist/bundle/cli.cjs compiled (with its code cache when there is one), not yet run; null when
 * this Node cannot run it here or the file is missing.
 * @param {string} file the path of cli.cjs
 * @returns {{ cache: 'accepted' | 'rejected' | 'none', script: vm.Script, run(): object } | null}
 */
export function compileQuick(file) {
  const importModuleDynamically = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  if (importModuleDynamically === undefined) return null;
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let cachedData;
  try {
    cachedData = readFileSync(`${file}.cache`);
  } catch {
    // no cache: compiled as any script
  }
  // the CommonJS wrapper on the first line, the shebang made a comment: lines keep their numbers
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.startsWith('#!') ? `//${source.slice(2)}` : source}\n})`;
  let script;
  try {
    script = new vm.Script(wrapped, { filename: file, cachedData, importModuleDynamically });
  } catch {
    // a damaged cli.cjs (one that does not parse): the ES module build runs instead
    return null;
  }
  return {
    cache: cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted',
    script,
    run() {
      const module = { exports: {} };
      script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
      return module.exports;
    },
  };
}
