/**
 * Issue 17: `--out` never loses a user's files. A folder is cardlaw's only if it carries the
 * marker cardlaw writes; only the files the marker lists are ever replaced or removed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { mergeCommand, simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { captureIo, tempDir } from './support.ts';

const MARKER = '.cardlaw-report.json';
const SMALL = ['--format', '1x1', '--parties', '2', '--batch-parties', '1', '--seed', '5', '--workers', '0', '--quiet'];
const REPORT = ['clauses.csv', 'gaps.csv', 'invariants.csv', 'outcomes.csv', 'paths.csv', 'run.json', 'transitions.csv'];

/** simulate with captured output; returns the exit code and stderr. */
async function simulate(args: string[]): Promise<{ code: number; err: string }> {
  const io = captureIo();
  const code = await simulateCommandAsync(args, io);
  return { code, err: io.stderr() };
}

/** merge with captured output; an InputError thrown (the CLI's exit 2) counts as code 2. */
function merge(args: string[]): { code: number; err: string } {
  const io = captureIo();
  try {
    return { code: mergeCommand(args, io), err: io.stderr() };
  } catch (e) {
    return { code: 2, err: (e as Error).message };
  }
}

/** The user's own things in a folder: a document, a subfolder with a file, a .git folder. */
function addUserFiles(dir: string): void {
  mkdirSync(join(dir, 'sub'), { recursive: true });
  mkdirSync(join(dir, '.git'), { recursive: true });
  writeFileSync(join(dir, 'notes.docx'), 'my notes');
  writeFileSync(join(dir, 'sub', 'data.txt'), 'keep me');
  writeFileSync(join(dir, '.git', 'HEAD'), 'ref: refs/heads/main\n');
}

function expectUserFiles(dir: string): void {
  expect(readFileSync(join(dir, 'notes.docx'), 'utf8')).toBe('my notes');
  expect(readFileSync(join(dir, 'sub', 'data.txt'), 'utf8')).toBe('keep me');
  expect(readFileSync(join(dir, '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
}

describe('simulate --out never deletes a folder it did not write (issue 17)', () => {
  const tmp = tempDir('out');
  afterAll(() => tmp.cleanup());
  const dir = (name: string) => join(tmp.path, name);

  it('should refuse a folder that merely holds a file named like a report file, and leave it untouched (the repro)', async () => {
    // Arrange: mkdir p; echo {}>p/run.json; echo x>p/notes.docx
    const p = dir('p');
    mkdirSync(p);
    writeFileSync(join(p, 'run.json'), '{}\n');
    writeFileSync(join(p, 'notes.docx'), 'x\n');

    // Act
    const r = await simulate([...SMALL, '--out', p]);

    // Assert
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--out ${p}`);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
    expect(readdirSync(p).sort()).toEqual(['notes.docx', 'run.json']);
    expect(readFileSync(join(p, 'run.json'), 'utf8')).toBe('{}\n');
    expect(readFileSync(join(p, 'notes.docx'), 'utf8')).toBe('x\n');
  });

  it('should refuse --force too for a folder of other files: force replaces only cardlaw output', async () => {
    const p = dir('forced');
    mkdirSync(p);
    writeFileSync(join(p, 'run.json'), '{}\n');
    writeFileSync(join(p, 'notes.docx'), 'x\n');
    const r = await simulate([...SMALL, '--force', '--out', p]);
    expect(r.code).toBe(2);
    expect(readdirSync(p).sort()).toEqual(['notes.docx', 'run.json']);
  });

  it("should not take a user's own run.json alone for an old report, even with --force (recognised by content, not by name)", async () => {
    const p = dir('lonely');
    mkdirSync(p);
    writeFileSync(join(p, 'run.json'), '{}\n');
    const r = await simulate([...SMALL, '--force', '--out', p]);
    expect(r.code).toBe(2);
    expect(readdirSync(p)).toEqual(['run.json']);
    expect(readFileSync(join(p, 'run.json'), 'utf8')).toBe('{}\n');
  });

  it('should refuse a project folder (--out . inside a project) and keep every file of it', async () => {
    const project = dir('project');
    mkdirSync(join(project, 'src'), { recursive: true });
    writeFileSync(join(project, 'package.json'), '{"name":"mine"}\n');
    writeFileSync(join(project, 'src', 'index.ts'), 'export {};\n');
    addUserFiles(project);
    const r = await simulate([...SMALL, '--out', project]);
    expect(r.code).toBe(2);
    expect(readFileSync(join(project, 'package.json'), 'utf8')).toBe('{"name":"mine"}\n');
    expect(existsSync(join(project, 'src', 'index.ts'))).toBe(true);
    expectUserFiles(project);
    expect(existsSync(join(project, MARKER))).toBe(false);
  });

  it('should write into a new or empty folder, with a marker listing exactly the files it wrote', async () => {
    const p = dir('empty');
    mkdirSync(p);
    expect((await simulate([...SMALL, '--out', p])).code).toBe(0);
    const marker = JSON.parse(readFileSync(join(p, MARKER), 'utf8'));
    expect(marker.kind).toBe('cardlaw-output');
    expect(marker.version).toBe(1);
    expect(marker.files).toEqual(REPORT);
    expect(readdirSync(p).sort()).toEqual([MARKER, ...REPORT].sort());
  });

  it('should fill a folder the user made, or one behind a symbolic link, in place: never swap it for another (review)', async () => {
    const own = dir('own-empty');
    mkdirSync(own);
    chmodSync(own, 0o700);
    const inode = statSync(own).ino;
    expect((await simulate([...SMALL, '--out', own])).code).toBe(0);
    expect(statSync(own).ino).toBe(inode); // the same folder, with its own mode
    expect(statSync(own).mode & 0o777).toBe(0o700);
    const real = dir('real');
    mkdirSync(real);
    const link = dir('link');
    symlinkSync(real, link);
    expect((await simulate([...SMALL, '--out', link])).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readdirSync(real).sort()).toEqual([MARKER, ...REPORT].sort());
    // and again: the report behind the link is replaced, the link stays
    expect((await simulate([...SMALL, '--out', link])).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('should refuse before the run, not after it, a report file that became a link or a folder (review)', async () => {
    const p = dir('relinked');
    expect((await simulate([...SMALL, '--out', p])).code).toBe(0);
    const elsewhere = dir('elsewhere.json');
    writeFileSync(elsewhere, 'mine');
    rmSync(join(p, 'run.json'));
    symlinkSync(elsewhere, join(p, 'run.json'));
    const io = captureIo();
    // a run far too long to finish in a test: refused at once, or this test times out
    expect(await simulateCommandAsync([...SMALL, '--parties', '100000000', '--force', '--out', p], io)).toBe(2);
    expect(io.stderr()).toMatch(/run\.json there is not a plain file any more/);
    expect(readFileSync(elsewhere, 'utf8')).toBe('mine');
  });

  it("should replace a previous report of the same run and keep the user's notes, subfolders and .git beside it", async () => {
    // Arrange: a report, then the user adds his own files to its folder
    const p = dir('same');
    expect((await simulate([...SMALL, '--out', p])).code).toBe(0);
    addUserFiles(p);
    writeFileSync(join(p, 'paths.csv'), 'stale\n'); // cardlaw's file, listed in the marker

    // Act: the same run again (the default of `npm start`: same spec, same folder)
    const r = await simulate([...SMALL, '--out', p]);

    // Assert
    expect(r.code).toBe(0);
    expectUserFiles(p);
    expect(readFileSync(join(p, 'paths.csv'), 'utf8')).not.toBe('stale\n');
    expect(JSON.parse(readFileSync(join(p, MARKER), 'utf8')).files).toEqual(REPORT);
  });

  it('should refuse a report of another run without --force, and with --force replace only the files the marker lists', async () => {
    // Arrange
    const p = dir('other');
    expect((await simulate([...SMALL, '--out', p])).code).toBe(0);
    addUserFiles(p);
    const before = readFileSync(join(p, 'paths.csv'), 'utf8');

    // Act / Assert: another seed is another run
    const refused = await simulate([...SMALL, '--seed', '6', '--out', p]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--force');
    expect(readFileSync(join(p, 'paths.csv'), 'utf8')).toBe(before);
    expectUserFiles(p);

    // a shard tally forced over the report: the report's files go, the user's stay
    const forced = await simulate([...SMALL, '--seed', '6', '--shard', '1/2', '--force', '--out', p]);
    expect(forced.code).toBe(0);
    expectUserFiles(p);
    expect(readdirSync(p).sort()).toEqual(['.git', MARKER, 'notes.docx', 'sub', 'tally.json'].sort());
    expect(JSON.parse(readFileSync(join(p, MARKER), 'utf8')).files).toEqual(['tally.json']);
  });

  it('should replace without --force a report of the same spec with fewer parties (a run this one contains), and say so', async () => {
    // Arrange: a report of 2 parties, and the user's files beside it
    const p = dir('grown');
    expect((await simulate([...SMALL, '--out', p])).code).toBe(0);
    addUserFiles(p);
    const marker = readFileSync(join(p, MARKER), 'utf8');
    const pathCounts = () => new Map((parse(readFileSync(join(p, 'paths.csv'), 'utf8'), { bom: true, columns: true }) as Record<string, string>[]).map((r) => [`${r.format} ${r.path}`, Number(r.count)]));
    const smaller = pathCounts();

    // Act: the same spec with 4 parties (what a raised default does to `npm start`'s folder)
    const grown = await simulate([...SMALL, '--parties', '4', '--out', p]);

    // Assert: replaced, said on stderr, the user's files kept
    expect(grown.code).toBe(0);
    expect(grown.err).toContain('held the same run with 2 parties; replaced by this run');
    expectUserFiles(p);
    expect(readFileSync(join(p, MARKER), 'utf8')).not.toBe(marker);
    expect(JSON.parse(readFileSync(join(p, 'run.json'), 'utf8')).spec.parties).toBe(4);
    // what makes the replacement safe: every deal of the 2 parties is played again
    const larger = pathCounts();
    for (const [path, count] of smaller) expect(larger.get(path) ?? 0, path).toBeGreaterThanOrEqual(count);
  });

  it('should refuse without --force a report the new run does not contain: more parties, another spec field, or an edited run.json', async () => {
    // Arrange: a report of 4 parties
    const p = dir('shrunk');
    expect((await simulate([...SMALL, '--parties', '4', '--out', p])).code).toBe(0);
    const before = readFileSync(join(p, 'paths.csv'), 'utf8');

    // Act / Assert: fewer parties would lose deals
    const fewer = await simulate([...SMALL, '--parties', '2', '--out', p]);
    expect(fewer.code).toBe(2);
    expect(fewer.err).toContain('of another run; add --force');
    // more parties but another batch size is another run
    const otherBatches = await simulate([...SMALL, '--parties', '8', '--batch-parties', '2', '--out', p]);
    expect(otherBatches.code).toBe(2);
    // a run.json edited to claim 2 parties no longer matches the marker's hash: a 3-party run
    // does not contain the 4 parties the folder really holds
    const runJson = join(p, 'run.json');
    const edited = JSON.parse(readFileSync(runJson, 'utf8'));
    edited.spec.parties = 2;
    writeFileSync(runJson, JSON.stringify(edited, null, 2) + '\n');
    const afterEdit = await simulate([...SMALL, '--parties', '3', '--out', p]);
    expect(afterEdit.code).toBe(2);
    expect(readFileSync(join(p, 'paths.csv'), 'utf8')).toBe(before);
  });

  it('should refuse a report written before the marker existed unless --force, then replace only its report files', async () => {
    // Arrange: what an earlier cardlaw left — report files, no marker — plus a user file
    const p = dir('legacy');
    expect((await simulate([...SMALL, '--out', p])).code).toBe(0);
    const { rmSync } = await import('node:fs');
    rmSync(join(p, MARKER));

    // Act / Assert
    const refused = await simulate([...SMALL, '--out', p]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--force');
    expect(existsSync(join(p, MARKER))).toBe(false);
    expect((await simulate([...SMALL, '--force', '--out', p])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(p, MARKER), 'utf8')).files).toEqual(REPORT);
  });

  it('should refuse a folder whose marker is not one cardlaw wrote, changing nothing', async () => {
    const p = dir('badmarker');
    mkdirSync(p);
    writeFileSync(join(p, MARKER), JSON.stringify({ kind: 'cardlaw-output', version: 1, what: 'report', run: 'x', files: ['../../etc/passwd'] }));
    writeFileSync(join(p, 'notes.docx'), 'x');
    const r = await simulate([...SMALL, '--force', '--out', p]);
    expect(r.code).toBe(2);
    expect(readdirSync(p).sort()).toEqual([MARKER, 'notes.docx']);
  });

  it('should check that --out can be written before the run starts, with a clear error and exit 2', async () => {
    // Arrange: the parent of --out is a file, so the folder cannot be made. The run asked for is
    // huge: the command can only return if it refuses before running.
    writeFileSync(dir('a-file'), 'x');
    const out = join(dir('a-file'), 'report');

    // Act
    const r = await simulate(['--format', '1x1', '--parties', '2000000000', '--workers', '0', '--quiet', '--out', out]);

    // Assert
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--out ${out}`);
    expect(r.err).toMatch(/cannot write|ENOTDIR|not a folder/);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('should give merge --out the same protection', async () => {
    // Arrange: two shards, a folder of user files, and a report folder the user added notes to
    for (const i of [1, 2]) expect((await simulate([...SMALL, '--shard', `${i}/2`, '--out', dir(`s${i}`)])).code).toBe(0);
    const mine = dir('mine');
    mkdirSync(mine);
    writeFileSync(join(mine, 'run.json'), '{}\n');
    writeFileSync(join(mine, 'notes.docx'), 'x\n');
    const report = dir('merged');
    expect((await simulate([...SMALL, '--out', report])).code).toBe(0);
    addUserFiles(report);

    // Act / Assert
    const refused = merge([dir('s1'), dir('s2'), '--out', mine, '--quiet']);
    expect(refused.code).toBe(2);
    expect(readdirSync(mine).sort()).toEqual(['notes.docx', 'run.json']);
    const merged = merge([dir('s1'), dir('s2'), '--out', report, '--quiet']);
    expect(merged.code).toBe(0);
    expectUserFiles(report);
    expect(JSON.parse(readFileSync(join(report, MARKER), 'utf8')).files).toEqual(REPORT);
  });
});
