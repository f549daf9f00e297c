/**
 * Writing a report folder all at once: the files go into a hidden temporary folder next to the
 * target, which is renamed into place when every file is written. On any error the temporary
 * folder is removed; a reader never sees a half-written report.
 *
 * @internal
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { InputError } from '../regulation/readings.ts';
import { basename, dirname, join, resolve } from 'node:path';

/** Throws InputError unless `target` is absent, empty, or holds one of the `replaceable` files. */
export function assertReplaceable(target: string, replaceable: readonly string[]): void {
  const dir = resolve(target);
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) throw new InputError(`--out ${target}: exists and is not a folder`);
  const present = readdirSync(dir);
  if (present.length > 0 && !present.some((f) => replaceable.includes(f))) {
    throw new InputError(`--out ${target}: the folder exists and does not hold a cardlaw report; give a new folder or a report folder to replace`);
  }
}

/** Temporary folders still being written, removed on exit if a run is interrupted. */
const pending = new Set<string>();
let hooked = false;
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const dir of pending) rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * Writes `files` into the folder `target`, replacing it if it exists — but only if it is empty or
 * holds one of `replaceable` (a previous report), so a mistyped --out never removes a folder of
 * someone else's files.
 */
export function writeDirAtomically(target: string, files: Readonly<Record<string, string>>, replaceable: readonly string[] = Object.keys(files)): string {
  assertReplaceable(target, replaceable);
  const dir = resolve(target);
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  hookExit();
  const tmp = mkdtempSync(join(parent, `.${basename(dir)}.tmp-`));
  pending.add(tmp);
  try {
    chmodSync(tmp, 0o755 & ~process.umask()); // mkdtemp makes it private; a report is not
    for (const [name, text] of Object.entries(files)) writeFileSync(join(tmp, name), text, 'utf8');
    if (existsSync(dir)) {
      const old = `${tmp}.old`;
      renameSync(dir, old);
      pending.add(old);
      renameSync(tmp, dir);
      rmSync(old, { recursive: true, force: true });
      pending.delete(old);
    } else {
      renameSync(tmp, dir);
    }
    pending.delete(tmp);
    return dir;
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    pending.delete(tmp);
    throw e;
  }
}
