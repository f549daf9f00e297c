/**
 * The interners of the exhaustive search (bfs.ts): numbered ids for tuples, for a ruleset's
 * abstraction given as fields, and for lists (trails, consulted readings, silences) built from
 * their parent's list. Each turns a value met again into the id it had, with no string built per
 * state: the search's visited set and end keys are made of these ids.
 *
 * @internal
 */

/** A set of strings as one text: sorted, each once (a list of one is its own text). */
const setKey = (xs: readonly string[]): string => (xs.length < 2 ? xs.join(',') : [...new Set(xs)].sort().join(','));
/**
 * Ids for tuples of numbers, built a pair at a time: `pair(a, b)` is the same id for the same `a`
 * and `b` and a new one otherwise, so a chain of pairs of a fixed length gives one id per distinct
 * tuple. `a` is an id or a leaf (a small index: the pairs are kept per `a` in an array), `b` any
 * number (a Map key).
 */
export class TupleInterner {
  private readonly byFirst: (Map<number, number> | undefined)[] = [];
  private count = 0;
  pair(a: number, b: number): number {
    let m = this.byFirst[a];
    if (m === undefined) this.byFirst[a] = m = new Map();
    let id = m.get(b);
    if (id === undefined) m.set(b, (id = this.count++));
    return id;
  }
}

/**
 * Ids for a ruleset's abstraction given as fields (`abstractionFields`): the fields of a context
 * are read into a scratch list and hashed; a list met before (the same hash, every field equal,
 * lists element by element) has its id, a new one is copied and numbered. No string is built:
 * Preferans' abstraction as one string (41 fields, ~100 characters) was built, flattened and
 * hashed per event sent, a third of its search time with the garbage collector's share.
 */
export class FieldsInterner<C> {
  private readonly byHash = new Map<number, number[]>();
  private readonly stored: unknown[][] = [];
  private readonly scratch: unknown[];
  /** strings → small numbers (for the hash; a constant string's own hash is cached by the engine) */
  private readonly strings = new Map<string, number>();
  constructor(private readonly fields: readonly ((context: C) => unknown)[]) {
    this.scratch = new Array(fields.length).fill(null);
  }

  id(context: C): number {
    const { fields, scratch } = this;
    let h = 0x811c9dc5;
    for (let i = 0; i < fields.length; i++) {
      const v = fields[i](context);
      scratch[i] = v;
      h = Math.imul(h ^ this.hash(v), 0x01000193);
    }
    const bucket = this.byHash.get(h);
    if (bucket !== undefined) for (const id of bucket) if (same(this.stored[id], scratch)) return id;
    const id = this.stored.length;
    this.stored.push(scratch.map(copy));
    if (bucket === undefined) this.byHash.set(h, [id]);
    else bucket.push(id);
    return id;
  }

  private hash(v: unknown): number {
    if (typeof v === 'number') return Number.isInteger(v) ? v | 0 : this.hash(String(v));
    if (typeof v === 'string') {
      let n = this.strings.get(v);
      if (n === undefined) this.strings.set(v, (n = 0x9e3779b1 + this.strings.size));
      return n;
    }
    if (Array.isArray(v)) {
      let h = 0x27d4eb2f ^ v.length;
      for (let i = 0; i < v.length; i++) h = Math.imul(h ^ this.hash(v[i]), 0x01000193);
      return h;
    }
    return v === true ? 0x51ed27 : v === false ? 0x2c1b3c6d : 0x297a2d39; // null, undefined (JSON: null)
  }
}

/** A field's value as it is now (lists copied: a context's lists change as the deal goes on). */
const copy = (v: unknown): unknown => (Array.isArray(v) ? v.map(copy) : v);

/** Equal as JSON would write them: lists element by element, undefined as null. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  return (a ?? null) === (b ?? null);
}

export interface ListNode {
  /** this list's id (lists equal element by element share it) */
  readonly id: number;
  /** the list joined with `,`, and the id of that text (lists with the same text share it) */
  readonly text: string;
  readonly textId: number;
  /** the id of the list as a set (the same distinct elements, any order or repetition), and its sorted text */
  readonly setId: number;
  readonly setText: string;
  /** the list itself */
  readonly items: readonly string[];
  readonly next: Map<string, ListNode>;
}

/**
 * Interns lists of strings (a trail, the readings consulted) as a trie of Maps: each node stands
 * for one list and keeps its joined text and the id of its set. The lists grow one element at a
 * time along a path and their elements are a few constant strings, so a lookup is a short walk —
 * shorter from a node whose list the new one extends (a successor's trail is mostly its parent's,
 * its consulted readings mostly the same list): the prefix is compared element by element (the
 * same string objects, as a rule) and only the elements past it are looked up.
 */
export class ListInterner {
  private readonly sets = new Map<string, number>();
  private readonly texts = new Map<string, number>();
  private count = 0;
  readonly root: ListNode = this.make('', []);

  /** The node of `xs`, walked from `from` when `xs` extends its list (else from the root). */
  node(xs: readonly string[], from: ListNode = this.root): ListNode {
    let n = from;
    const prefix = from.items;
    let i = prefix.length;
    if (i > xs.length) (n = this.root), (i = 0);
    else
      for (let j = 0; j < prefix.length; j++)
        if (prefix[j] !== xs[j]) {
          n = this.root;
          i = 0;
          break;
        }
    for (; i < xs.length; i++) {
      let m = n.next.get(xs[i]);
      if (m === undefined) n.next.set(xs[i], (m = this.make(n === this.root ? xs[i] : `${n.text},${xs[i]}`, xs.slice(0, i + 1))));
      n = m;
    }
    return n;
  }

  private make(text: string, xs: readonly string[]): ListNode {
    const setText = setKey(xs);
    let setId = this.sets.get(setText);
    if (setId === undefined) this.sets.set(setText, (setId = this.sets.size));
    let textId = this.texts.get(text);
    if (textId === undefined) this.texts.set(text, (textId = this.texts.size));
    return { id: this.count++, text, textId, setId, setText, items: xs, next: new Map() };
  }
}
