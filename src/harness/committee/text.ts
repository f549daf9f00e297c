/**
 * Escaping and number formatting shared by the HTML and Markdown renderers. Every piece of text
 * from a run folder or a registry goes through `html` or `md*` before it is printed: a path, a
 * message or a clause may hold `<`, `&`, `|` or quotes, and the report must print them, not
 * interpret them.
 *
 * @public
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content and quoted attribute values. */
export const html = (s: unknown): string => String(s ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * Inline Markdown text: the marks CommonMark/GFM read as syntax anywhere (emphasis, code, links,
 * raw HTML, table cells, strike-through) are backslash-escaped, and so is a leading mark that would
 * open a heading, a list or a block quote. Parentheses need no escape once `[` and `]` are escaped.
 */
export const mdText = (s: unknown): string =>
  String(s ?? '')
    .replace(/\r?\n/g, ' ')
    .replace(/[\\`*_[\]<>|~&]/g, (c) => `\\${c}`)
    .replace(/^(\s*)(#{1,6}|[+=-]|\d{1,9}[.)])(?=\s|$)/, (_, sp: string, m: string) => `${sp}${m.slice(0, -1)}\\${m.slice(-1)}`);

/** A Markdown table cell: inline text, which also escapes the `|` that would split the cell. */
export const mdCell = mdText;

/** A fenced code block that no backtick run inside `body` can close early. */
export function mdFence(body: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${body}\n${fence}`;
}

/** A Markdown table from a header and rows of already formatted cells (escaped here). */
export function mdTable(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

export const pct = (x: number, digits = 2): string => (Number.isFinite(x) ? `${(100 * x).toFixed(digits)}%` : '—');

/** "12.34% [11.90%, 12.80%]": a share with its 95% interval. */
export const shareWithInterval = (share: number, low: number, high: number): string => `${pct(share)} [${pct(low)}, ${pct(high)}]`;

export const count = (n: number): string => (Number.isFinite(n) ? n.toLocaleString('en-US') : '—');

export const perThousand = (x: number): string => (Number.isFinite(x) ? x.toFixed(x >= 10 ? 1 : 2) : '—');
