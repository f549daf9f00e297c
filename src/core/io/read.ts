/**
 * Reading an input file, or standard input for "-", as cardlaw's commands do: bounded in size
 * (a 10 GB file or /dev/zero must not hang the command or exhaust memory), only from a regular
 * file, a pipe or standard input (a folder or a device is refused by name), decoded as UTF-8 with
 * a byte-order mark skipped (Windows editors write one) and any other encoding refused.
 *
 * @public
 */
import { closeSync, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { InputError } from '../regulation/readings.ts';
import { stripControl } from '../scenario/fields.ts';
import { DEFAULT_JSON_LIMITS, parseJsonText, type JsonLimits } from './json.ts';

export interface ReadLimits {
  /** the most bytes read; a longer input is refused */
  readonly maxBytes: number;
}

/** 16 MiB: a scenario is a few kB and a suite manifest a few MB. */
export const DEFAULT_READ_LIMITS: ReadLimits = { maxBytes: 16 * 1024 * 1024 };

export interface InputText {
  readonly text: string;
  /** how messages name the input: the path, or "standard input" */
  readonly source: string;
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder, not a file',
  ENOTDIR: 'a part of the path is not a folder',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
};

/** The name of an input as messages print it: short and free of control characters. */
export function sourceName(path: string): string {
  if (path === '-') return 'standard input';
  const clean = stripControl(path);
  return clean.length > 120 ? `…${clean.slice(-119)}` : clean;
}

/**
 * The text of the file at `path` ("-" for standard input). Throws InputError naming the input
 * and what is wrong; `what` says what the input is for ("scenario", "spec").
 */
export function readInputText(at: string | URL, what: string, limits: ReadLimits = DEFAULT_READ_LIMITS): InputText {
  const path = typeof at === 'string' ? at : fileURLToPath(at);
  const source = sourceName(path);
  const fail = (reason: string): never => {
    throw new InputError(`${source}: cannot read the ${what} (${reason})`);
  };
  let fd: number;
  let owned = false;
  if (path === '-') fd = 0;
  else {
    if (path === '') fail('the file name is empty');
    try {
      fd = openSync(path, 'r');
      owned = true;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? '';
      return fail(REASONS[code] ?? code ?? (e as Error).message);
    }
  }
  try {
    let stat: Stats;
    try {
      stat = fstatSync(fd);
    } catch (e) {
      return fail((e as NodeJS.ErrnoException).code ?? (e as Error).message);
    }
    if (stat.isDirectory()) fail('it is a folder, not a file');
    // a device (/dev/zero, /dev/urandom, a disk) has no end or no meaning as a document;
    // standard input is read whatever it is (a terminal, a pipe, a redirected file), bounded
    if (path !== '-' && !stat.isFile() && !stat.isFIFO() && !stat.isSocket()) fail('it is a device, not a regular file; give a file, or - for standard input');
    if (stat.isFile() && stat.size > limits.maxBytes) fail(`${stat.size.toLocaleString('en-US')} bytes; the limit is ${limits.maxBytes.toLocaleString('en-US')}`);
    const bytes = readBounded(fd, limits.maxBytes, fail);
    return { text: decodeUtf8(bytes, fail), source };
  } finally {
    if (owned) closeSync(fd);
  }
}

/** Reads to the end, refusing more than `max` bytes; never allocates more than max + one chunk. */
function readBounded(fd: number, max: number, fail: (reason: string) => never): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // a non-blocking standard input with nothing yet: wait a little and ask again
      if (code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      if (code === 'EOF') break;
      return fail(REASONS[code ?? ''] ?? code ?? (e as Error).message);
    }
    if (n === 0) break;
    total += n;
    if (total > max) fail(`more than ${max.toLocaleString('en-US')} bytes; the limit is ${max.toLocaleString('en-US')}`);
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}

function decodeUtf8(bytes: Buffer, fail: (reason: string) => never): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) fail('it is saved as UTF-16; save it as UTF-8');
  try {
    // the decoder drops a leading UTF-8 byte-order mark itself
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    return fail(`it is not UTF-8 text: byte ${at} (0x${bytes[at]?.toString(16).padStart(2, '0')}) is not UTF-8; save it as UTF-8`);
  }
}

/** The offset of the first byte that breaks UTF-8 (the decoder only says that one does). */
function firstInvalidUtf8(b: Buffer): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= b.length || (b[i + k] & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return Math.max(0, b.length - 1);
}

/**
 * A JSON input read and checked in one call: the bounded read above, then parseJsonText (line and
 * column on a syntax slip, a key given twice refused, nesting bounded). What every command that
 * reads a JSON file should call.
 */
export function readJsonInput(path: string | URL, what: string, limits: Partial<ReadLimits & JsonLimits> = {}): { value: unknown; source: string } {
  const { text, source } = readInputText(path, what, { ...DEFAULT_READ_LIMITS, ...pick(limits, 'maxBytes') });
  return { value: parseJsonText(text, source, { ...DEFAULT_JSON_LIMITS, ...pick(limits, 'maxDepth') }), source };
}

function pick<T extends object, K extends keyof T>(o: T, k: K): Partial<Pick<T, K>> {
  return o[k] === undefined ? {} : ({ [k]: o[k] } as Partial<Pick<T, K>>);
}
