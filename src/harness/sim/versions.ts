/**
 * Versions recorded in run.json: cardlaw, Node and the packages that shape a result.
 *
 * @internal
 */
import { readFileSync } from 'node:fs';
import { PACKAGE_ROOT } from '../../core/packageRoot.ts';

const ROOT = PACKAGE_ROOT;
const PACKAGES = ['xstate', 'piscina', 'csv-stringify', 'pure-rand', 'tsx'];

function versionOf(path: string): string {
  try {
    return (JSON.parse(readFileSync(new URL(path, ROOT), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function versions(): Record<string, string> {
  const out: Record<string, string> = { cardlaw: versionOf('package.json'), node: process.version };
  for (const p of PACKAGES) out[p] = versionOf(`node_modules/${p}/package.json`);
  return out;
}
