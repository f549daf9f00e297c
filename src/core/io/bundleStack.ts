/**
 * Stack traces of the bundled build (dist/bundle/, scripts/build.mjs) in terms of the sources:
 * each frame in a bundle chunk (or in the quick build, cli.cjs) is mapped through the chunk's
 * source map (chunk.js.map, cli.cjs.map, written beside it) to the src/… file, line and column
 * it was built from. Used only when an internal
 * error is reported (its id and, with --debug, its stack: src/core/io/errors.ts), so it costs
 * nothing at start-up — Node's own --enable-source-maps would parse every loaded chunk's map on
 * every launch (about 25 ms of CPU for a judge call). Frames outside dist/bundle/ (the sources
 * through tsx, node_modules, node:) are left as they are.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const maps = new Map<string, SourceMap | null>();

function mapOf(chunkUrl: string): SourceMap | null {
  let m = maps.get(chunkUrl);
  if (m === undefined) {
    try {
      m = new SourceMap(JSON.parse(readFileSync(fileURLToPath(`${chunkUrl}.map`), 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
    } catch {
      m = null; // no map beside the chunk: the frame stays as it is
    }
    maps.set(chunkUrl, m);
  }
  return m;
}

// an ES module chunk is named by its file: URL, the quick build's dist/bundle/cli.cjs (run by
// bin/quick.js) by its path
const FRAME = /((?:file:\/\/)?\/[^\s()]*\/dist\/bundle\/[^\s():]+\.c?js):(\d+):(\d+)/g;

/** The stack with every dist/bundle/ position replaced by its source position (a file: URL). */
export function sourceStack(stack: string): string {
  if (!stack.includes('/dist/bundle/')) return stack;
  return stack.replace(FRAME, (whole, file: string, line: string, column: string) => {
    const chunk = file.startsWith('file:') ? file : pathToFileURL(file).href;
    const entry = mapOf(chunk)?.findEntry(Number(line) - 1, Number(column) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
    if (!entry?.originalSource) return whole;
    return `${new URL(entry.originalSource, chunk).href}:${(entry.originalLine ?? 0) + 1}:${(entry.originalColumn ?? 0) + 1}`;
  });
}

