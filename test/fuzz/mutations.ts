/**
 * Seeded mutations of cardlaw's inputs, for the fuzz test (test/fuzz/fuzz.test.ts) and the fuzz
 * script (scripts/fuzz.ts). A mutation is a pure function of (base document, class, two picks):
 * the same case always gives the same text, so a failure is replayed from its printed case.
 *
 * Mutations work on text: the chosen value is replaced by a placeholder, the document is written
 * out and the placeholder swapped for raw JSON text — so 100,000 levels of nesting never go
 * through JSON.stringify (which recurses) and a syntax slip can land anywhere.
 */
import { DEBERTZ_GAPS } from '../../src/rulesets/debertz/regulation/gaps.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../../src/rulesets/preferans/regulation/gaps.ts';
import type { Gap } from '../../src/core/regulation/types.ts';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

/** One mutation class. `mustRefuse`: an input of this class that gets a ruling is nonsense accepted. */
export interface MutationClass {
  readonly id: string;
  readonly mustRefuse: boolean;
  readonly what: string;
}

/**
 * Every class, in table order. The strict ones (mustRefuse) are the classes whose acceptance is a
 * bug; which of them the fuzz test asserts today is STRICT_ASSERTED in fuzz.test.ts (one list).
 */
export const CLASSES: readonly MutationClass[] = [
  { id: 'wrong-type', mustRefuse: false, what: 'a value replaced by one of another JSON type' },
  { id: 'fraction', mustRefuse: true, what: 'an integer replaced by a fraction (outside fields that take fractions)' },
  { id: 'negative', mustRefuse: false, what: 'an integer replaced by a negative one' },
  { id: 'huge-number', mustRefuse: false, what: 'a number replaced by 1e308, 1e400 (Infinity), 2^53+1 or -0' },
  { id: 'deep-nesting', mustRefuse: true, what: 'a value replaced by 65 to 100,000 levels of arrays or objects' },
  { id: 'unknown-key', mustRefuse: true, what: 'an unknown key added to an object (a misspelling or a stranger)' },
  { id: 'remove-key', mustRefuse: false, what: 'a key removed' },
  { id: 'duplicate-card', mustRefuse: true, what: 'a dealt card replaced by another dealt card (dealt twice)' },
  { id: 'control-chars', mustRefuse: false, what: 'a string given ANSI escapes and control characters' },
  { id: 'long-string', mustRefuse: false, what: 'a string replaced by 200,000 characters' },
  { id: 'fixed-reading', mustRefuse: true, what: 'a reading set on a fixed gap (not its fixed reading) or a not-modelled gap' },
  { id: 'syntax-slip', mustRefuse: false, what: 'one character deleted or inserted, or the text cut short' },
];

export const CLASS_IDS = CLASSES.map((c) => c.id);

export interface Mutant {
  readonly cls: string;
  readonly text: string;
  readonly mustRefuse: boolean;
  /** where the mutation acted, for the replay line */
  readonly at: string;
}

export interface SurfaceRules {
  /** subtrees that hold free data (never refused for content): no strict class acts in them */
  readonly freeData: readonly string[];
  /** objects whose keys are names the author chooses (Debertz v2 `ledger.pots`): an added key is not a stranger */
  readonly freeKeys?: readonly string[];
  /** subtrees whose numbers are fractions by nature (rates, weights) */
  readonly fractionsAllowed: readonly string[];
  /** the arrays whose strings are dealt cards (each card exactly once in a deal) */
  readonly cardLists: readonly string[];
}

const PLACEHOLDER = '\u0000cardlaw-fuzz\u0000';
const PLACEHOLDER_JSON = JSON.stringify(PLACEHOLDER);

const dotted = (p: Path) => p.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').replace(/^\./, '');
const under = (p: Path, prefixes: readonly string[]) => {
  const d = dotted(p);
  return prefixes.some((x) => d === x || d.startsWith(`${x}.`) || d.startsWith(`${x}[`));
};

interface Node {
  path: Path;
  value: Json;
}

/** Every node of a (small, example-sized) document, root first. */
function nodes(doc: Json): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [{ path: [], value: doc }];
  while (stack.length) {
    const n = stack.pop()!;
    out.push(n);
    if (Array.isArray(n.value)) n.value.forEach((v, i) => stack.push({ path: [...n.path, i], value: v }));
    else if (n.value !== null && typeof n.value === 'object') for (const [k, v] of Object.entries(n.value)) stack.push({ path: [...n.path, k], value: v });
  }
  return out;
}

function setAt(doc: Json, path: Path, value: Json | undefined): Json {
  const copy = structuredClone(doc);
  if (path.length === 0) return value ?? null;
  let at = copy as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (value === undefined) {
    if (Array.isArray(at)) at.splice(last as number, 1);
    else delete at[last];
  } else at[last] = value;
  return copy;
}

/** The document with the value at `path` replaced by raw JSON text. */
function withRaw(doc: Json, path: Path, raw: string): string {
  const text = JSON.stringify(setAt(doc, path, PLACEHOLDER), null, 2);
  return text.replace(PLACEHOLDER_JSON, () => raw);
}

const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length];
const typeOf = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

const OTHER_VALUES = ['"x"', '7', '[]', '{}', 'null', 'true', '[1, 2]', '{"a": 1}', '""', '0'];
const HUGE = ['1e308', '1e400', '-1e400', '9007199254740993', '-0', '1.7976931348623157e308'];
const DEPTHS = [65, 1_000, 20_000, 100_000];
const STRANGERS = ['zzz', 'constructor', '__proto__', 'toString', 'seats', ''];
const CONTROL = ['\u001b[31mred\u001b[0m', '\u001b]0;title\u0007', 'a\u0000b', '\u009b2J', 'line\rover'];

function gapsOf(doc: Json): readonly Gap[] {
  const ruleset = doc !== null && typeof doc === 'object' && !Array.isArray(doc) ? doc.ruleset : undefined;
  return ruleset === 'preferans' ? [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS] : DEBERTZ_GAPS;
}

/**
 * The mutant of `doc` for class `cls`, chosen by two non-negative integers. Undefined when the
 * class has nothing to act on in this document (no integer, no dealt card…).
 */
export function mutate(doc: Json, cls: string, a: number, b: number, rules: SurfaceRules): Mutant | undefined {
  const all = nodes(doc);
  const nonRoot = all.filter((n) => n.path.length > 0);
  const strictOk = (n: Node) => !under(n.path, rules.freeData);
  const mk = (n: Node, raw: string, mustRefuse: boolean): Mutant => ({ cls, text: withRaw(doc, n.path, raw), mustRefuse, at: dotted(n.path) || '(root)' });
  switch (cls) {
    case 'wrong-type': {
      const n = pick(nonRoot, a);
      const others = OTHER_VALUES.filter((r) => typeOf(JSON.parse(r) as Json) !== typeOf(n.value));
      return mk(n, pick(others, b), false);
    }
    case 'fraction': {
      const ints = nonRoot.filter((n) => typeof n.value === 'number' && Number.isInteger(n.value));
      if (!ints.length) return undefined;
      const n = pick(ints, a);
      const x = n.value as number;
      return mk(n, String(pick([x + 0.5, x - 0.25, x + 1e-9], b)), strictOk(n) && !under(n.path, rules.fractionsAllowed));
    }
    case 'negative': {
      const ints = nonRoot.filter((n) => typeof n.value === 'number' && Number.isInteger(n.value));
      if (!ints.length) return undefined;
      const n = pick(ints, a);
      return mk(n, String(-((n.value as number) + 1 + (b % 3))), false);
    }
    case 'huge-number': {
      const nums = nonRoot.filter((n) => typeof n.value === 'number');
      if (!nums.length) return undefined;
      return mk(pick(nums, a), pick(HUGE, b), false);
    }
    case 'deep-nesting': {
      const n = pick(nonRoot, a);
      const depth = pick(DEPTHS, b);
      const raw = b % 2 === 0 ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      return mk(n, raw, true);
    }
    case 'unknown-key': {
      const objects = all.filter((n) => n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value));
      const n = pick(objects, a);
      const keys = Object.keys(n.value as object);
      // a near-miss of a key that is there (the usual slip), or a stranger
      const near = keys.length ? pick(keys, b >> 1) : 'x';
      const key = b % 2 === 0 ? `${near}s` : pick(STRANGERS, b >> 1);
      if (keys.includes(key)) return undefined;
      const inner = JSON.stringify(n.value, null, 2);
      const raw = keys.length ? `${inner.slice(0, -1).trimEnd()},\n  ${JSON.stringify(key)}: 1\n}` : `{${JSON.stringify(key)}: 1}`;
      return mk(n, raw, strictOk(n) && !(rules.freeKeys ?? []).includes(dotted(n.path)));
    }
    case 'remove-key': {
      const props = nonRoot.filter((n) => typeof n.path[n.path.length - 1] === 'string');
      if (!props.length) return undefined;
      const n = pick(props, a);
      return { cls, text: JSON.stringify(setAt(doc, n.path, undefined), null, 2), mustRefuse: false, at: dotted(n.path) };
    }
    case 'duplicate-card': {
      const cards = nonRoot.filter((n) => typeof n.value === 'string' && typeof n.path[n.path.length - 1] === 'number' && under(n.path.slice(0, -1), rules.cardLists));
      if (cards.length < 2) return undefined;
      const n = pick(cards, a);
      const others = cards.filter((m) => m.value !== n.value);
      if (!others.length) return undefined;
      return mk(n, JSON.stringify(pick(others, b).value), true);
    }
    case 'control-chars': {
      const strings = nonRoot.filter((n) => typeof n.value === 'string');
      if (!strings.length) return undefined;
      const n = pick(strings, a);
      return mk(n, JSON.stringify(b % 2 === 0 ? `${n.value as string}${pick(CONTROL, b >> 1)}` : pick(CONTROL, b >> 1)), false);
    }
    case 'long-string': {
      const strings = nonRoot.filter((n) => typeof n.value === 'string');
      if (!strings.length) return undefined;
      return mk(pick(strings, a), JSON.stringify(pick(['A', '\u001b', '«'], b).repeat(200_000)), false);
    }
    case 'fixed-reading': {
      if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return undefined;
      const choices = gapsOf(doc).flatMap((g) =>
        g.status === 'switch' ? [] : g.readings.filter((r) => g.status === 'not-modelled' || r.id !== g.default).map((r) => [g.id, r.id] as const),
      );
      if (!choices.length) return undefined;
      const [gap, reading] = pick(choices, a + b);
      const readings = { ...((doc.readings as Record<string, Json> | undefined) ?? {}), [gap]: reading };
      return { cls, text: JSON.stringify({ ...doc, readings }, null, 2), mustRefuse: true, at: `readings.${gap}=${reading}` };
    }
    case 'syntax-slip': {
      const text = JSON.stringify(doc, null, 2);
      const at = a % text.length;
      const kind = b % 3;
      const out = kind === 0 ? text.slice(0, at) + text.slice(at + 1) : kind === 1 ? text.slice(0, at) + pick([',', '}', '"', "'", 'x'], b) + text.slice(at) : text.slice(0, at);
      return { cls, text: out, mustRefuse: false, at: `offset ${at} (${['delete', 'insert', 'cut'][kind]})` };
    }
    default:
      throw new Error(`unknown mutation class ${cls}`);
  }
}
