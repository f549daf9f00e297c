/** Small pure helpers of the compiler: state paths as XState spells them, and deep freezing. */
import type { StateValue } from './compiledTable.ts';

export function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object') {
    for (const k of Object.keys(v)) deepFreeze((v as any)[k]);
    Object.freeze(v);
  }
  return v;
}

/** XState's `toStatePath` for strings: split on `.`, `\` escapes the next character. */
export function toStatePath(s: string): string[] {
  const out: string[] = [];
  let seg = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\') {
      seg += s[i + 1] ?? '';
      i++;
      continue;
    }
    if (ch === '.') {
      out.push(seg);
      seg = '';
      continue;
    }
    seg += ch;
  }
  out.push(seg);
  return out;
}

export function valueOfPath(pathArr: readonly string[]): StateValue {
  if (pathArr.length === 1) return pathArr[0];
  let value: StateValue = pathArr[pathArr.length - 1];
  for (let i = pathArr.length - 2; i >= 0; i--) value = { [pathArr[i]]: value };
  return value;
}

// --- XState v5 algorithm helpers (ported from xstate's microstep, single configuration) --------

