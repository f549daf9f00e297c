/**
 * Validation against the published JSON Schemas (schemas/*.schema.json), with cardlaw's messages:
 * the JSON path of the offending value as a reader writes it (`scenario.events[3].play`), what
 * the schema wants there in words, and the value echoed short — never Ajv's `/events/3/play
 * must match pattern "…"`.
 *
 * The validators are Ajv standalone code generated ahead of time (./<schema>.gen.cjs, by
 * scripts/genSchemas.ts): nothing here loads Ajv.
 */
import { InputError } from '../regulation/readings.ts';
import { nearest, shortValue, stripControl } from '../scenario/fields.ts';

/** One error as Ajv's generated code reports it (compiled with `verbose`). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** the failing subschema (verbose) */
  parentSchema?: SchemaNode;
  /** the keyword's value (verbose) */
  schema?: unknown;
  /** the value at instancePath (verbose) */
  data?: unknown;
}

export interface Validator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

type SchemaNode = Record<string, unknown>;

/** The fixed sentences of the named definitions (`#/$defs/card`): what a reader writes there. */
const DEF_SENTENCES: Record<string, (value: unknown) => string> = {
  card: (v) => `${shortValue(v)} is not a card (write e.g. "JH", "10S", "A♦")`,
  suit: (v) => `${shortValue(v)} is not a suit (S, C, D, H)`,
  runName: (v) => (typeof v === 'string' ? `${shortValue(v)} is not a run name: letters, digits, '.', '_' and '-' only (it names the report folder)` : `must be a run name (letters, digits, '.', '_' and '-'), got ${shortValue(v)}`),
};

/**
 * Checks `value` with a generated validator; throws an InputError naming the first problem by its
 * JSON path under `root` (`scenario`, `spec`).
 */
export function validateWith(validate: Validator, value: unknown, root: string): void {
  if (validate(value)) return;
  throw new InputError(describeSchemaError(validate.errors ?? [], value, root));
}

/** The message for the errors of one failed validation (the most telling one). */
export function describeSchemaError(errors: readonly SchemaError[], value: unknown, root: string): string {
  // Ajv lists a combinator's branch errors before the combinator's own, and an `if` after the
  // `then` that failed: the last error that is not an `if` is the one that explains
  const e = pickError(errors);
  if (!e) return `${root}: does not match its schema`;
  const path = pathOf(value, e.instancePath, root);
  const node = e.parentSchema ?? {};
  const got = e.data;
  switch (e.keyword) {
    case 'required':
      return `${child(path, String(e.params.missingProperty))}: required${hint(propertyOf(node, String(e.params.missingProperty)))}`;
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      const known = Object.keys((node.properties as SchemaNode | undefined) ?? {});
      const near = nearest(name, known);
      return `${child(path, name)}: unknown field${near ? ` (did you mean "${near}"?)` : ''}; known here: ${known.join(', ')}`;
    }
    case 'propertyNames': {
      const name = String(e.params.propertyName);
      const names = node.propertyNames as SchemaNode;
      const known = Array.isArray(names.enum) ? names.enum.map(String) : [];
      const near = nearest(name, known);
      return `${child(path, name)}: unknown field${near ? ` (did you mean "${near}"?)` : ''}; ${known.length ? `known here: ${known.join(', ')}` : `a key here must be ${summary(names)}`}`;
    }
    case 'oneOf': {
      // a key the object may not have is named first (with its near miss): it is the likelier slip
      const known = Object.keys((node.properties as SchemaNode | undefined) ?? {});
      const stranger = node.additionalProperties === false && isObject(got) ? Object.keys(got).find((k) => !known.includes(k)) : undefined;
      if (stranger !== undefined) {
        const near = nearest(stranger, known);
        return `${child(path, stranger)}: unknown field${near ? ` (did you mean "${near}"?)` : ''}; known here: ${known.join(', ')}`;
      }
      return `${path}: ${oneOfSentence(node, e.params.passingSchemas, got)}`;
    }
    case 'minItems':
    case 'maxItems': {
      const n = Array.isArray(got) ? got.length : 0;
      const { minItems, maxItems } = node as { minItems?: number; maxItems?: number };
      const want = minItems !== undefined && minItems === maxItems ? `exactly ${minItems}` : e.keyword === 'minItems' ? `at least ${minItems}` : `at most ${maxItems}`;
      const word = itemWord(node, e.instancePath);
      return `${path}: must list ${want} ${/ 1$/.test(want) ? word.replace(/s$/, '') : word}, got ${n}`;
    }
    case 'uniqueItems': {
      const { i, j } = e.params as { i: number; j: number };
      const [first, again] = [Math.min(i, j), Math.max(i, j)];
      return `${path}: ${shortValue(Array.isArray(got) ? got[first] : undefined)} is listed twice ([${first}] and [${again}])`;
    }
    default: {
      const def = defName(e.schemaPath);
      if (def && DEF_SENTENCES[def]) return `${path}: ${DEF_SENTENCES[def](got)}`;
      return `${path}: must be ${summary(node)}, got ${shortValue(got)}`;
    }
  }
}

/** Keywords that only say "this branch is for another kind of value". */
const KIND_KEYWORDS = ['type', 'enum', 'const', 'pattern', 'anyOf', 'oneOf', 'if'];

/**
 * The error that explains. Ajv lists a combinator's branch errors before the combinator's own,
 * and an `if` after the `then` that failed: the last error that is not an `if` is the one, unless
 * it is an `anyOf` one of whose branches was for this kind of value and failed deeper or on a
 * keyword of its own (a variant object with a misspelt field: that field, not "must be a preset
 * name or an object").
 */
function pickError(errors: readonly SchemaError[]): SchemaError | undefined {
  let i = errors.length - 1;
  while (i >= 0 && errors[i].keyword === 'if') i--;
  let e = errors[i];
  while (e && e.keyword === 'anyOf') {
    const at = e.instancePath;
    const kept = errors.slice(0, i).filter((x) => (x.instancePath.startsWith(`${at}/`) || x.instancePath === at) && (x.instancePath.length > at.length || !KIND_KEYWORDS.includes(x.keyword)));
    if (kept.length === 0) break;
    e = kept[kept.length - 1];
    i = errors.indexOf(e);
  }
  return e;
}

/** The property's own description, first sentence, for a `required` message. */
function propertyOf(node: SchemaNode, name: string): SchemaNode | undefined {
  const p = (node.properties as Record<string, SchemaNode> | undefined)?.[name];
  return p;
}

function hint(p: SchemaNode | undefined): string {
  const d = typeof p?.description === 'string' ? p.description : typeof p?.title === 'string' ? p.title : '';
  if (!d) return '';
  const first = d.split(/(?<=[.;:])\s|\s\(/)[0].replace(/[.;:]$/, '');
  return first.length <= 120 ? ` (${first.charAt(0).toLowerCase()}${first.slice(1)})` : '';
}

/** `#/$defs/card/pattern` → `card` (the definition the failing keyword belongs to). */
function defName(schemaPath: string): string | undefined {
  const m = /#\/\$defs\/([^/]+)\/[^/]+$/.exec(schemaPath);
  return m?.[1];
}

/** A oneOf of `required` branches is "exactly one action"; other oneOfs say what they accept. */
function oneOfSentence(node: SchemaNode, passing: unknown, got: unknown): string {
  const branches = (node.oneOf as SchemaNode[]) ?? [];
  const names = branches.map((b) => (Array.isArray(b.required) && b.required.length === 1 && Object.keys(b).length === 1 ? String(b.required[0]) : null));
  if (names.every((n) => n !== null)) {
    const present = names.filter((n) => isObject(got) && (got as SchemaNode)[n as string] !== undefined) as string[];
    if (present.length > 1) return `${present.length === 2 ? 'two' : present.length} actions (${present.join(' and ')}); one event is one action`;
    return `an event is one action: one of ${names.join(', ')}; got ${shortValue(got)}`;
  }
  void passing;
  return `must be exactly one of: ${branches.map(summary).join('; ')}, got ${shortValue(got)}`;
}

const isObject = (x: unknown): x is SchemaNode => typeof x === 'object' && x !== null && !Array.isArray(x);

/** What the items of a list are called: cards, or the list's own plural name (`events`, `hands`). */
function itemWord(node: SchemaNode, pointer: string): string {
  const items = node.items as SchemaNode | undefined;
  if (items && typeof items.$ref === 'string' && items.$ref.endsWith('/card')) return 'cards';
  const name = pointer.split('/').pop() ?? '';
  return /^[a-z]+s$/.test(name) ? name : 'items';
}

const ARTICLE: Record<string, string> = { integer: 'an integer', number: 'a number', string: 'a string', array: 'an array', object: 'an object', boolean: 'true or false', null: 'null' };

/** What a subschema accepts, in words: `an integer from 0 to 3`, `one of 1x1, 1x2`, `a card (…)`. */
export function summary(node: SchemaNode): string {
  if (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop() ?? '';
    if (name === 'card') return 'a card (e.g. "JH", "10S", "A♦")';
    if (name === 'suit') return 'a suit letter (S, C, D, H)';
    if (name === 'seat') return 'a seat (an integer from 0 to 3)';
  }
  if ('const' in node) return plain(node.const);
  if (Array.isArray(node.enum)) return `one of ${node.enum.map(plain).join(', ')}`;
  if (Array.isArray(node.anyOf)) return (node.anyOf as SchemaNode[]).map(summary).join(' or ');
  const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
  const { minimum: min, maximum: max } = node as { minimum?: number; maximum?: number };
  if (types.length === 1 && (types[0] === 'integer' || types[0] === 'number')) {
    const a = ARTICLE[types[0]];
    if (min !== undefined && max !== undefined) return `${a} from ${min} to ${max}`;
    if (min !== undefined) return `${a} of at least ${min}`;
    if (max !== undefined) return `${a} of at most ${max}`;
    return a;
  }
  if (types.length === 1 && types[0] === 'object' && isObject(node.additionalProperties) && !node.properties) {
    // a map: what its keys and values are, as its description says (`gap id → reading id`)
    const m = typeof node.description === 'string' ? /([A-Za-z][A-Za-z ]*? → [A-Za-z ]*[A-Za-z])/.exec(node.description) : null;
    if (m) return `an object of ${m[1].charAt(0).toLowerCase()}${m[1].slice(1)}`;
  }
  if (types.length) return types.map((t) => ARTICLE[t] ?? t).join(' or ');
  if (typeof node.pattern === 'string') return `text matching ${node.pattern}`;
  return 'valid here';
}

function plain(x: unknown): string {
  return typeof x === 'string' ? (/^[\w.+-]+$/.test(x) ? x : JSON.stringify(x)) : JSON.stringify(x);
}

function child(path: string, key: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(key) || /^[0-9]+$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(stripControl(key).slice(0, 40))}]`;
}

/** `/events/3/play` → `scenario.events[3].play` (an index where the value is an array). */
function pathOf(value: unknown, pointer: string, root: string): string {
  if (pointer === '') return root;
  let path = root;
  let at: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at)) {
      path += `[${key}]`;
      at = at[Number(key)];
    } else {
      path = child(path, key);
      at = isObject(at) ? at[key] : undefined;
    }
  }
  return stripControl(path).slice(0, 200);
}
