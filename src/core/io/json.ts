/**
 * JSON as cardlaw reads it from people: a syntax slip is reported with its line, column and the
 * text around it (JSON.parse says "position 1103", or nothing at all); a key given twice is
 * refused (JSON.parse keeps the last one silently); nesting deeper than any input needs is
 * refused with the JSON path where the limit is passed, before anything walks the value
 * recursively (a reader, a message quoting the value) and overflows the stack; a byte-order mark
 * (Windows editors write one) is skipped.
 *
 * One iterative pass (`scanJson`) checks all of this, then JSON.parse builds the value — so the
 * value handed on is exactly JSON.parse's, only never a surprising one.
 *
 * @public
 */
import { InputError } from '../regulation/readings.ts';
import { stripControl } from '../scenario/fields.ts';

export interface JsonLimits {
  /** deepest nesting of arrays and objects (the top-level value is depth 1) */
  readonly maxDepth: number;
}

/** Scenarios and specs need 6 levels at most; 64 leaves room for any honest input. */
export const DEFAULT_JSON_LIMITS: JsonLimits = { maxDepth: 64 };

const BOM = '\uFEFF';

/**
 * The value of a JSON text, or an InputError starting with `source` (a file name, "standard
 * input") that says what is wrong and where.
 * @example parseJsonText('{"a": 1,}', 'x.json') // throws "x.json:1:9: not valid JSON: …"
 */
export function parseJsonText(text: string, source: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): unknown {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const problem = scanJson(body, limits);
  if (problem) throw new InputError(describe(body, source, problem));
  return JSON.parse(body);
}

interface Problem {
  readonly offset: number;
  readonly what: string;
  /** a JSON path, for problems of structure rather than syntax */
  readonly path?: string;
}

type Frame = { kind: '{'; keys: Set<string>; key: string | undefined; parent: Frame | undefined } | { kind: '['; index: number; parent: Frame | undefined };

const WS = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
// the plain run of a string: no quote, no backslash, no control character
// eslint-disable-next-line no-control-regex
const PLAIN = /[^"\\\u0000-\u001f]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** The first problem of a JSON text, or undefined when it is fine. Iterative: any depth is safe. */
export function scanJson(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): Problem | undefined {
  let i = 0;
  let top: Frame | undefined;
  let depth = 0;
  // what the grammar expects next
  let state: 'value' | 'after' | 'key' | 'colon' = 'value';
  const ws = () => {
    WS.lastIndex = i;
    WS.exec(text);
    i = WS.lastIndex;
  };
  /** scans the string starting at i (a quote); returns its raw inside, or a problem */
  const string = (): string | Problem => {
    const start = i;
    i++;
    for (;;) {
      PLAIN.lastIndex = i;
      PLAIN.exec(text);
      i = PLAIN.lastIndex;
      if (i >= text.length) return { offset: start, what: 'a string is not closed (a " is missing)' };
      const c = text[i];
      if (c === '"') {
        i++;
        return text.slice(start + 1, i - 1);
      }
      if (c === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.exec(text)) return { offset: i, what: 'a bad escape in a string (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)' };
        i = ESCAPE.lastIndex;
        continue;
      }
      return { offset: i, what: 'a control character (a line break, a tab…) inside a string; write it as \\n, \\t or \\uXXXX' };
    }
  };
  for (;;) {
    ws();
    if (state === 'value') {
      if (i >= text.length) return { offset: i, what: top ? `the text ends inside ${top.kind === '{' ? 'an object' : 'an array'}` : 'the text is empty; a JSON value was expected' };
      const c = text[i];
      if (c === '{' || c === '[') {
        depth++;
        if (depth > limits.maxDepth) return { offset: i, what: `nested deeper than ${limits.maxDepth} levels (no cardlaw input needs more than a few)`, path: pathOf(top) };
        top = c === '{' ? { kind: '{', keys: new Set(), key: undefined, parent: top } : { kind: '[', index: 0, parent: top };
        i++;
        ws();
        if (text[i] === (c === '{' ? '}' : ']')) {
          i++;
          top = top.parent;
          depth--;
          state = 'after';
        } else state = c === '{' ? 'key' : 'value';
        continue;
      }
      if (c === '"') {
        const s = string();
        if (typeof s !== 'string') return s;
      } else if (c === '-' || (c >= '0' && c <= '9')) {
        NUMBER.lastIndex = i;
        if (!NUMBER.exec(text)) return { offset: i, what: 'a malformed number' };
        i = NUMBER.lastIndex;
      } else if (text.startsWith('true', i)) i += 4;
      else if (text.startsWith('false', i)) i += 5;
      else if (text.startsWith('null', i)) i += 4;
      else {
        const closing = c === ']' || c === '}';
        return { offset: i, what: closing && top ? `a value was expected, found ${quoteChar(c)} (a comma too many?)` : `a value was expected, found ${quoteChar(c)}${c === "'" ? ' (JSON strings take double quotes)' : ''}` };
      }
      state = 'after';
      continue;
    }
    if (state === 'after') {
      if (!top) return i < text.length ? { offset: i, what: `more text after the JSON value: ${quoteChar(text[i])}` } : undefined;
      const close = top.kind === '{' ? '}' : ']';
      if (i >= text.length) return { offset: i, what: `the text ends before ${quoteChar(close)}` };
      const c = text[i];
      if (c === ',') {
        i++;
        if (top.kind === '[') top.index++;
        state = top.kind === '{' ? 'key' : 'value';
      } else if (c === close) {
        i++;
        top = top.parent;
        depth--;
      } else return { offset: i, what: `${quoteChar(',')} or ${quoteChar(close)} was expected, found ${quoteChar(c)}${c === '"' ? ' (a comma missing?)' : ''}` };
      continue;
    }
    if (state === 'key') {
      if (i >= text.length || text[i] !== '"') {
        const c = text[i];
        return { offset: i, what: i >= text.length ? 'the text ends inside an object' : c === '}' ? `a property name was expected, found ${quoteChar(c)} (a comma too many?)` : `a property name in double quotes was expected, found ${quoteChar(c)}${c === "'" ? ' (JSON strings take double quotes)' : ''}` };
      }
      const at = i;
      const raw = string();
      if (typeof raw !== 'string') return raw;
      const frame = top as Extract<Frame, { kind: '{' }>;
      const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
      if (frame.keys.has(key)) {
        frame.key = key;
        return { offset: at, what: 'given twice in the same object (JSON.parse would keep the last and drop the first silently)', path: pathOf(frame) };
      }
      frame.keys.add(key);
      frame.key = key;
      state = 'colon';
      continue;
    }
    // colon
    if (text[i] !== ':') return { offset: i, what: i >= text.length ? 'the text ends after a property name' : `${quoteChar(':')} was expected after the property name, found ${quoteChar(text[i])}` };
    i++;
    state = 'value';
  }
}

function quoteChar(c: string | undefined): string {
  if (c === undefined) return 'the end';
  const code = c.charCodeAt(0);
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return c === "'" ? `"'"` : `'${c}'`;
}

const PATH_SHOWN = 8;

/** The JSON path of the value being read in `frame` (a.b[2]), at most PATH_SHOWN steps shown. */
function pathOf(frame: Frame | undefined): string {
  const steps: string[] = [];
  for (let f = frame; f; f = f.parent) {
    if (f.kind === '[') steps.push(`[${f.index}]`);
    else if (f.key !== undefined) steps.push(/^[A-Za-z_$][\w$-]*$/.test(f.key) ? `.${f.key}` : `[${JSON.stringify(stripControl(f.key).slice(0, 40))}]`);
  }
  steps.reverse();
  const shown = steps.length > PATH_SHOWN ? [...steps.slice(0, PATH_SHOWN), `…(${steps.length - PATH_SHOWN} more levels)`] : steps;
  const path = shown.join('').replace(/^\./, '');
  return path === '' ? '(the top level)' : path;
}

const CONTEXT = 30;

function describe(text: string, source: string, p: Problem): string {
  let line = 1;
  let lineStart = 0;
  for (let j = text.indexOf('\n'); j !== -1 && j < p.offset; j = text.indexOf('\n', j + 1)) {
    line++;
    lineStart = j + 1;
  }
  const column = p.offset - lineStart + 1;
  let lineEnd = text.indexOf('\n', lineStart);
  if (lineEnd === -1) lineEnd = text.length;
  // the offending line, cut to a window around the column so a minified file does not flood the terminal
  const from = Math.max(lineStart, p.offset - CONTEXT);
  const to = Math.min(lineEnd, p.offset + CONTEXT);
  const excerpt = stripControl(text.slice(from, to).replace(/\t/g, ' ').replace(/\r$/, ''));
  const prefix = `${from > lineStart ? '…' : ''}`;
  const gutter = `  ${line} | `;
  const head = `${source}:${line}:${column}: ${p.path ? `${p.path}: ${p.what}` : `not valid JSON: ${p.what}`}`;
  if (excerpt.trim() === '' && p.offset >= text.length) return head;
  return `${head}\n${gutter}${prefix}${excerpt}${to < lineEnd ? '…' : ''}\n${' '.repeat(gutter.length - 2)}| ${' '.repeat(prefix.length + (p.offset - from))}^`;
}
