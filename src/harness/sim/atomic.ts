/**
 * Writing an output folder (a report, a shard tally) without ever losing a user's files.
 *
 * cardlaw recognises its own folders by a marker file it writes, `.cardlaw-report.json`, which
 * lists the files cardlaw wrote there and the run that wrote them — never by file names (a user's
 * folder may well hold a `run.json`). The rules (docs in reports/README.md):
 *
 * - a folder that does not exist, or is empty, is written;
 * - a folder with a marker is a previous cardlaw output: replaced when it holds the same run (same
 *   spec: the same results, so nothing is lost) or a run this one contains (`contains`: the same
 *   spec with fewer parties, whose deals this run plays again), otherwise only with `--force`;
 *   either way only the files the marker lists are removed — a user's notes, subfolders or `.git`
 *   stay;
 * - a folder without a marker that holds only report file names is a report written before the
 *   marker existed: replaced only with `--force`;
 * - any other non-empty folder is refused, `--force` or not.
 *
 * `prepareOut` checks all this and creates the temporary folder beside the target *before* a run
 * starts, so a folder that cannot be written costs no work. `commit` writes the files into the
 * temporary folder, then renames the whole folder into place (when nothing but cardlaw's files is
 * there) or moves the files in one by one, each by an atomic rename (when the user keeps files of
 * his own there). On any error the temporary folder is removed.
 *
 * @internal
 */
import { createHash } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { shortValue } from '../../core/scenario/fields.ts';
import { InputError } from '../../core/regulation/readings.ts';

/** The marker file of every folder cardlaw writes a report or shard tally into. */
export const MARKER = '.cardlaw-report.json';
export const MARKER_KIND = 'cardlaw-output';
export const MARKER_VERSION = 1;

export interface OutputMarker {
  kind: typeof MARKER_KIND;
  version: typeof MARKER_VERSION;
  /** what the folder holds, e.g. `report`, `shard tally` */
  what: string;
  /** a hash of what produced the files (the spec, and the shard): equal runs, equal results */
  run: string;
  /** every file cardlaw wrote in the folder, sorted; the only files a replacement removes */
  files: string[];
}

export interface OutOptions {
  /** the flag that named the folder, for messages */
  readonly flag?: string;
  /** what is written, for the marker and messages: `report`, `shard tally` */
  readonly what: string;
  /** identifies the run (e.g. the canonical spec JSON); hashed into the marker */
  readonly identity: string;
  /** replace a previous cardlaw output of another run, or one written before the marker existed */
  readonly force: boolean;
  /** the file names of an output written before the marker existed (a legacy report) */
  readonly legacyNames: readonly string[];
  /**
   * whether a folder of only `legacyNames` files really is such an output, by its content (a
   * user's own run.json is not a report); without it, the names alone decide
   */
  readonly isLegacy?: (dir: string, present: readonly string[]) => boolean;
  /**
   * whether the previous output in `dir` (its marker's run hash and files given) is contained in
   * this run, so that replacing it loses nothing a rerun could not give back: a description of it
   * for the message when it is, null when not. Without it, only the same run is replaced.
   */
  readonly contains?: (dir: string, marker: OutputMarker) => string | null;
}

export const runHash = (identity: string): string => createHash('sha256').update(identity).digest('hex').slice(0, 16);

/** A plain file name: what a marker may list and `commit` may write. */
const plainName = (n: unknown): n is string => typeof n === 'string' && n !== '' && n !== '.' && n !== '..' && n !== MARKER && !/[/\\\0]/.test(n);

/** Reads a folder's marker; null when there is none; throws InputError when it is not one cardlaw wrote. */
export function readMarker(dir: string, label = dir): OutputMarker | null {
  const file = join(dir, MARKER);
  if (!existsSync(file)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InputError(`${label}: ${MARKER} cannot be read (${(e as Error).message.slice(0, 120)}); cardlaw will not guess which files are its own — remove the folder's report files by hand or give another folder`);
  }
  const m = raw as Partial<OutputMarker>;
  if (typeof m !== 'object' || m === null || m.kind !== MARKER_KIND) throw new InputError(`${label}: ${MARKER} is not a cardlaw marker (kind ${shortValue(m?.kind)}); give another folder`);
  if (m.version !== MARKER_VERSION) throw new InputError(`${label}: ${MARKER} has format version ${shortValue(m.version)}, this cardlaw reads version ${MARKER_VERSION}; use the cardlaw that wrote it, or another folder`);
  if (!Array.isArray(m.files) || !m.files.every(plainName)) throw new InputError(`${label}: ${MARKER}.files must list plain file names; cardlaw will not touch this folder`);
  return { kind: MARKER_KIND, version: MARKER_VERSION, what: String(m.what ?? ''), run: String(m.run ?? ''), files: [...m.files] };
}

const isFile = (path: string): boolean => {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * Creates `dir` and its missing parents one level at a time; returns the topmost folder created.
 * (Node's `mkdirSync(…, { recursive: true })` never returns on some paths, e.g. under /proc.)
 */
function makeFolders(dir: string): string | undefined {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = dirname(d)) {
    missing.push(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing.reverse()) mkdirSync(d);
  return missing[0];
}

/**
 * Removes the temporary folders of earlier writers of `dir` that were killed (SIGKILL, a power
 * cut: no exit hook ran). They carry their process id; one whose process is alive is left alone.
 */
function removeStaleTemps(dir: string): void {
  const prefix = `.${basename(dir)}.tmp-`;
  let names: string[];
  try {
    names = readdirSync(dirname(dir));
  } catch {
    return;
  }
  for (const n of names) {
    const m = n.startsWith(prefix) ? /^(\d+)-[A-Za-z0-9]{6}(\.old)?$/.exec(n.slice(prefix.length)) : null;
    if (!m || Number(m[1]) === process.pid || alive(Number(m[1]))) continue;
    rmSync(join(dirname(dir), n), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
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

function cannotWrite(label: string, e: unknown): InputError {
  const err = e as NodeJS.ErrnoException;
  return new InputError(`${label}: cannot write there (${err.code ?? 'error'}: ${(err.message ?? String(e)).replace(/^\w+: /, '').slice(0, 160)}); nothing was run`);
}

/** An output folder checked and a temporary folder made beside it, ready for `commit`. */
export class PreparedOut {
  private done = false;
  private constructor(
    /** the absolute target folder */
    readonly dir: string,
    private readonly tmp: string,
    private readonly options: OutOptions,
    /** files of the previous output the marker listed (removed on commit), or null when there was none */
    private readonly previous: readonly string[] | null,
    /** the first parent folder `prepareOut` created, removed again by `discard` if still empty */
    private readonly madeParent: string | undefined,
    /** the previous run this one contains and replaces (OutOptions.contains), said to the user; null when none */
    readonly replacesContained: string | null,
  ) {}

  static create(dir: string, tmp: string, options: OutOptions, previous: readonly string[] | null, madeParent: string | undefined, replacesContained: string | null = null): PreparedOut {
    return new PreparedOut(dir, tmp, options, previous, madeParent, replacesContained);
  }

  /** Writes `files` (name → text) and the marker into the folder; returns the folder's absolute path. */
  commit(files: Readonly<Record<string, string>>): string {
    if (this.done) throw new Error('PreparedOut.commit: already committed or discarded (#atomic-1)');
    const names = Object.keys(files).sort();
    for (const n of names) if (!plainName(n)) throw new Error(`PreparedOut.commit: ${JSON.stringify(n)} is not a plain file name (#atomic-2)`);
    const label = `${this.options.flag ?? '--out'} ${this.dir}`;
    const marker: OutputMarker = { kind: MARKER_KIND, version: MARKER_VERSION, what: this.options.what, run: runHash(this.options.identity), files: names };
    const markerText = JSON.stringify(marker, null, 2) + '\n';
    try {
      for (const n of names) writeFileSync(join(this.tmp, n), files[n], 'utf8');
      writeFileSync(join(this.tmp, MARKER), markerText, 'utf8');
      const ours = new Set([...(this.previous ?? []), MARKER]);
      const present = existsSync(this.dir) ? readdirSync(this.dir) : null;
      if (present === null) {
        renameSync(this.tmp, this.dir);
      } else if (this.previous !== null && !lstatSync(this.dir).isSymbolicLink() && present.every((n) => ours.has(n) && isFile(join(this.dir, n)))) {
        // a previous report and nothing else: swap the whole folder, so a reader sees the old or the
        // new report. A folder the user made (empty, perhaps with its own mode or a mount point) and
        // a symbolic link are kept and filled file by file instead (the review: a swap replaced them)
        const old = `${this.tmp}.old`;
        pending.add(old);
        renameSync(this.dir, old);
        renameSync(this.tmp, this.dir);
        rmSync(old, { recursive: true, force: true });
        pending.delete(old);
      } else {
        this.replaceFileByFile(present, names, markerText, label);
      }
      pending.delete(this.tmp);
      this.done = true;
      return this.dir;
    } catch (e) {
      this.discard();
      if (e instanceof InputError) throw e;
      throw cannotWrite(label, e);
    }
  }

  /**
   * The user keeps files of his own in the folder: move ours in one by one. The marker first lists
   * old and new files together, so an interruption anywhere leaves a marker that covers every
   * file of ours and none of the user's.
   */
  private replaceFileByFile(present: readonly string[], names: readonly string[], markerText: string, label: string): void {
    const previous = new Set(this.previous ?? []);
    for (const n of names) {
      if (present.includes(n) && (!previous.has(n) || !isFile(join(this.dir, n)))) {
        throw new InputError(`${label}: ${n} there is not a file cardlaw wrote; move it away or give another folder`);
      }
    }
    const union: OutputMarker = { ...(JSON.parse(markerText) as OutputMarker), files: [...new Set([...previous, ...names])].sort() };
    const unionTmp = join(this.tmp, `${MARKER}.union`);
    writeFileSync(unionTmp, JSON.stringify(union, null, 2) + '\n', 'utf8');
    renameSync(unionTmp, join(this.dir, MARKER));
    for (const n of previous) if (!names.includes(n) && isFile(join(this.dir, n))) unlinkSync(join(this.dir, n));
    for (const n of names) renameSync(join(this.tmp, n), join(this.dir, n));
    renameSync(join(this.tmp, MARKER), join(this.dir, MARKER));
    rmdirSync(this.tmp);
  }

  /** Removes the temporary folder (and a parent folder `prepareOut` made, if still empty); a no-op after `commit`. */
  discard(): void {
    if (this.done) return;
    this.done = true;
    rmSync(this.tmp, { recursive: true, force: true });
    pending.delete(this.tmp);
    if (this.madeParent) {
      // walk up from the target's parent to the first folder we made, removing only empty ones
      for (let d = dirname(this.dir); ; d = dirname(d)) {
        try {
          rmdirSync(d);
        } catch {
          break;
        }
        if (d === this.madeParent || relative(this.madeParent, d).startsWith('..')) break;
      }
    }
  }
}

/**
 * Checks that `target` may receive this output (see the module comment) and that it can be
 * written: creates its parent and a temporary folder beside it. Throws InputError naming the
 * folder and what to do. Call it before a run, `commit` after.
 */
export function prepareOut(target: string, options: OutOptions): PreparedOut {
  const dir = resolve(target);
  const label = `${options.flag ?? '--out'} ${target}`;
  let previous: string[] | null = null;
  let contained: string | null = null;
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new InputError(`${label}: exists and is not a folder`);
    const present = readdirSync(dir);
    if (present.length > 0) {
      const marker = readMarker(dir, label);
      if (marker) {
        const same = marker.run === runHash(options.identity);
        contained = same || options.force ? null : (options.contains?.(dir, marker) ?? null);
        if (!same && !options.force && contained === null) {
          throw new InputError(
            `${label}: holds a previous cardlaw ${marker.what || 'output'} of another run; add --force to replace it (only the ${marker.files.length} files cardlaw wrote there are replaced: ${marker.files.join(', ')}), or give another folder`,
          );
        }
        const strangers = options.legacyNames.filter((n) => present.includes(n) && !marker.files.includes(n));
        if (strangers.length > 0) throw new InputError(`${label}: ${strangers.join(', ')} there ${strangers.length > 1 ? 'are' : 'is'} not listed in ${MARKER}, so not cardlaw's; move ${strangers.length > 1 ? 'them' : 'it'} away or give another folder`);
        // a listed name that is now a link or a folder would be refused at commit, after the whole
        // run (the review): refused now instead
        const replaced = options.legacyNames.filter((n) => present.includes(n) && !isFile(join(dir, n)));
        if (replaced.length > 0) throw new InputError(`${label}: ${replaced.join(', ')} there ${replaced.length > 1 ? 'are' : 'is'} not a plain file any more (a link or a folder); move ${replaced.length > 1 ? 'them' : 'it'} away or give another folder`);
        previous = marker.files;
      } else {
        const others = present.filter((n) => !options.legacyNames.includes(n) || !isFile(join(dir, n)));
        if (others.length > 0) {
          const shown = others.slice(0, 3).map((n) => shortValue(n, 40)).join(', ') + (others.length > 3 ? `, … (${others.length} in all)` : '');
          throw new InputError(`${label}: the folder is not empty and is not a cardlaw report (no ${MARKER}; it holds ${shown}); cardlaw never replaces a folder of other files — give a new or empty folder`);
        }
        if (options.isLegacy && !options.isLegacy(dir, present)) {
          throw new InputError(`${label}: the folder is not empty and is not a cardlaw report (no ${MARKER}, and its ${present.join(', ')} ${present.length > 1 ? 'are' : 'is'} not cardlaw's); cardlaw never replaces a folder of other files — give a new or empty folder`);
        }
        if (!options.force) {
          throw new InputError(`${label}: holds a report written before cardlaw marked its reports (${present.join(', ')}, no ${MARKER}), so cardlaw cannot tell it from your own files; add --force to replace those files, or give another folder`);
        }
        previous = present; // only report file names, each a regular file (checked above)
      }
      try {
        accessSync(dir, constants.W_OK);
      } catch (e) {
        throw cannotWrite(label, e);
      }
    }
  }
  let madeParent: string | undefined;
  let tmp: string;
  try {
    madeParent = makeFolders(dirname(dir));
    removeStaleTemps(dir);
    tmp = mkdtempSync(join(dirname(dir), `.${basename(dir)}.tmp-${process.pid}-`));
  } catch (e) {
    throw cannotWrite(label, e);
  }
  hookExit();
  pending.add(tmp);
  chmodSync(tmp, 0o755 & ~process.umask()); // mkdtemp makes it private; a report is not
  return PreparedOut.create(dir, tmp, options, previous, madeParent, contained);
}

/** `prepareOut` and `commit` in one step, for outputs that need no long run before them. */
export function writeDirAtomically(target: string, files: Readonly<Record<string, string>>, options: OutOptions): string {
  return prepareOut(target, options).commit(files);
}
