/**
 * Writes generated files (repository-relative path → text), or with `--check` writes nothing and
 * exits 1 when one is stale. Shared by the generators (genStatechart, genSchemas), so a stale
 * file is reported the same way whichever generator made it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

export function writeGenerated(files: Readonly<Record<string, string>>, rerun: string, check = process.argv.includes('--check')): void {
  let stale = 0;
  for (const [file, text] of Object.entries(files)) {
    let current: string | null = null;
    try {
      current = readFileSync(new URL(file, root), 'utf8');
    } catch {
      current = null;
    }
    if (current === text) {
      console.log(`${file}: up to date`);
      continue;
    }
    stale++;
    if (check) console.log(`${file}: STALE (${rerun})`);
    else {
      writeFileSync(new URL(file, root), text);
      console.log(`${file}: written (${text.length} bytes)`);
    }
  }
  if (check && stale) process.exit(1);
}
