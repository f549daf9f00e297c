/**
 * DOT to SVG without Graphviz installed and without a network: @viz-js/viz is Graphviz compiled
 * to WebAssembly and shipped inside the package, so `cardlaw diagram --svg` renders a printable
 * picture on any machine with Node.
 *
 * Text widths. Graphviz-wasm has no fonts: it lays text out with its own width tables for a few
 * font families, and those know ASCII only — every other character (Cyrillic, «», ×, —, ⇒) is
 * measured as one space per UTF-8 byte: about right for a lower-case Cyrillic letter, a quarter
 * too narrow for a capital (`ШТРАФ ЗА ТРЕТИЙ «Б»` would overrun its box). So each label with
 * such characters is laid out as an ASCII stand-in of about the same
 * width (`standIn`), and the stand-in is swapped back for the real text in the SVG's `<text>`
 * elements. Graphviz centres labels (`text-anchor="middle"`), so the real text sits where the
 * stand-in was measured. Where two labels would share a stand-in, they are laid out as they are
 * (narrow, but never swapped for the wrong text).
 *
 * @public
 */
import { instance } from '@viz-js/viz';

/**
 * An ASCII character of about the width of `c` in Helvetica (what the diagram's DOT asks for),
 * by the width classes of Cyrillic and of the punctuation the diagrams use.
 */
function standInChar(c: string): string {
  if (c.charCodeAt(0) < 128) return c;
  if ('ЖШЩЮМФЫ'.includes(c)) return 'M';
  if ('жшщюмы'.includes(c)) return 'm';
  if (c >= 'А' && c <= 'Я') return 'N';
  if (c === 'Ё') return 'N';
  if ('фъ'.includes(c)) return 'w';
  if ((c >= 'а' && c <= 'я') || c === 'ё') return 'n';
  if ('—⇒→←↔'.includes(c)) return 'M'; // about 1 em
  if ('–'.includes(c)) return 'n';
  if ('«»×·…'.includes(c)) return c === '…' ? 'mn' : 'n';
  if (c === '\u00a0') return ' ';
  return 'n';
}

export const standIn = (text: string): string => [...text].map(standInChar).join('');

/** The text of a DOT string literal (what Graphviz draws): `\"` → `"`, `\\` → `\`. */
const unquoteDot = (body: string): string => body.replace(/\\(["\\])/g, '$1');
const quoteDot = (text: string): string => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string): string =>
  s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : (XML_ENTITIES[e] ?? m),
  );
const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Labels whose text is not all ASCII, swapped for their stand-ins; and the way back. */
function withStandIns(dot: string): { dot: string; back: Map<string, string> } {
  const labelRe = /\blabel="((?:[^"\\]|\\.)*)"/g;
  const originals = new Map<string, Set<string>>();
  for (const m of dot.matchAll(labelRe)) {
    const text = unquoteDot(m[1]);
    // a label with DOT escapes of its own (\n, \l, \N …) is drawn otherwise than written: leave it
    if (!/[^\x00-\x7f]/.test(text) || /\\/.test(text)) continue;
    const s = standIn(text);
    if (!originals.has(s)) originals.set(s, new Set());
    originals.get(s)!.add(text);
  }
  const back = new Map<string, string>();
  for (const [s, texts] of originals) {
    // a stand-in that is also a label's own text, or stands in for two texts, cannot be told apart
    if (texts.size === 1 && !dot.includes(`label="${quoteDot(s)}"`)) back.set(s, [...texts][0]);
  }
  const forward = new Map([...back].map(([s, t]) => [t, s]));
  const swapped = dot.replace(labelRe, (whole, body: string) => {
    const s = forward.get(unquoteDot(body));
    return s === undefined ? whole : `label="${quoteDot(s)}"`;
  });
  return { dot: swapped, back };
}

/** Renders DOT to an SVG document (UTF-8 XML). Throws with Graphviz's messages when it cannot. */
export async function dotToSvg(dot: string): Promise<string> {
  const viz = await instance();
  const { dot: laidOut, back } = withStandIns(dot);
  const result = viz.render(laidOut, { format: 'svg', engine: 'dot' });
  if (result.status !== 'success') throw new Error(`Graphviz could not draw the diagram: ${result.errors.map((e) => e.message).join('; ')}`);
  if (back.size === 0) return result.output;
  return result.output.replace(/(<text\b[^>]*>)([^<]*)(<\/text>)/g, (whole, open: string, body: string, close: string) => {
    const text = back.get(unescapeXml(body));
    return text === undefined ? whole : `${open}${escapeXml(text)}${close}`;
  });
}
