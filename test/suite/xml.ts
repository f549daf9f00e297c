/**
 * A small strict XML 1.0 reader for the JUnit tests: no XML parser is among the project's
 * dependencies (fast-xml-parser would do this job). It refuses what a real parser refuses —
 * characters XML forbids, a raw `<` or `&` in text or an attribute, an unknown entity, an
 * unquoted or repeated attribute, tags that do not nest, more than one root — and returns the
 * element tree with entities decoded.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NAME = '[A-Za-z_:][-A-Za-z0-9_:.]*';

function decode(raw: string, where: string): string {
  if (/<|&(?!(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/.test(raw)) throw new Error(`${where}: a raw < or & or an unknown entity in ${JSON.stringify(raw.slice(0, 80))}`);
  return raw.replace(/&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[e]) return named[e];
    const cp = e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    const ch = String.fromCodePoint(cp);
    if (FORBIDDEN.test(ch)) throw new Error(`${where}: a character reference to a forbidden character (${e})`);
    return ch;
  });
}

export function parseXml(xml: string): XmlElement {
  if (FORBIDDEN.test(xml)) throw new Error(`a character XML 1.0 forbids at ${xml.search(FORBIDDEN)}`);
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const tag = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"]*")*)\\s*(/?)>`);
  while (rest.length) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (text) {
      if (!stack.length) {
        if (text.trim()) throw new Error(`text outside the root element: ${JSON.stringify(text.slice(0, 40))}`);
      } else stack[stack.length - 1].text += decode(text, stack[stack.length - 1].name);
    }
    if (lt < 0) break;
    rest = rest.slice(lt);
    const m = tag.exec(rest);
    if (!m) throw new Error(`not a well-formed tag: ${JSON.stringify(rest.slice(0, 60))}`);
    const [whole, closing, name, attrText, selfClosing] = m;
    rest = rest.slice(whole.length);
    if (closing) {
      if (attrText || selfClosing) throw new Error(`</${name}> with attributes`);
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of attrText.matchAll(new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, 'g'))) {
      if (a[1] in attrs) throw new Error(`<${name}>: attribute ${a[1]} twice`);
      attrs[a[1]] = decode(a[2], `<${name} ${a[1]}>`);
    }
    const el: XmlElement = { name, attrs, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(el);
    else if (root) throw new Error('more than one root element');
    else root = el;
    if (!selfClosing) stack.push(el);
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}
