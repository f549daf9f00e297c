/**
 * Issue 14: `cardlaw diagram --svg` renders the machine offline (Graphviz compiled to
 * WebAssembly, @viz-js/viz): a well-formed SVG with the clause ids on the arrows, the heat counts
 * with --heat, and non-ASCII text (Cyrillic, «», ×, —) laid out at a sensible width.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instance } from '@viz-js/viz';
import { catalogueOf } from '../../src/core/statechart/catalogue.ts';
import { toDot } from '../../src/harness/diagram/dot.ts';
import { actionClauseMap, drawableMachine } from '../../src/harness/diagram/machines.ts';
import { buildDiagram } from '../../src/harness/diagram/model.ts';
import { dotToSvg, standIn } from '../../src/harness/diagram/svg.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const cardlaw = (args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

/**
 * A strict XML well-formedness check (no DTD validation): one root element, every tag closed in
 * order, attributes quoted and not repeated, no raw `<` or stray `&` in text or values. Returns
 * the problem, or null.
 */
function xmlProblem(xml: string): string | null {
  let s = xml.replace(/^\uFEFF/, '');
  s = s.replace(/^<\?xml[^?]*\?>/, '');
  const entity = /^&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/;
  const badText = (t: string): string | null => {
    if (t.includes('<')) return 'raw < in text';
    for (let i = t.indexOf('&'); i >= 0; i = t.indexOf('&', i + 1)) if (!entity.test(t.slice(i))) return `stray & in ${JSON.stringify(t.slice(i, i + 12))}`;
    return null;
  };
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    const text = s.slice(i, lt < 0 ? s.length : lt);
    if (stack.length === 0 && text.trim() !== '') return `text outside the root: ${JSON.stringify(text.trim().slice(0, 20))}`;
    const bt = badText(text);
    if (bt) return bt;
    if (lt < 0) break;
    if (s.startsWith('<!--', lt)) {
      const end = s.indexOf('-->', lt + 4);
      if (end < 0 || s.slice(lt + 4, end).includes('--')) return 'bad comment';
      i = end + 3;
      continue;
    }
    if (s.startsWith('<!DOCTYPE', lt)) {
      if (roots > 0 || stack.length) return 'DOCTYPE after the root';
      const m = /^<!DOCTYPE\s+\w+(?:\s+PUBLIC\s+"[^"]*"\s+"[^"]*")?\s*>/.exec(s.slice(lt));
      if (!m) return 'bad DOCTYPE';
      i = lt + m[0].length;
      continue;
    }
    const m = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(s.slice(lt));
    if (!m) return `bad tag at ${JSON.stringify(s.slice(lt, lt + 30))}`;
    const [whole, closing, name, attrs, selfClosing] = m;
    if (closing) {
      if (attrs || selfClosing) return `bad end tag ${name}`;
      if (stack.pop() !== name) return `</${name}> does not close the open element`;
    } else {
      const seen = new Set<string>();
      for (const a of attrs.matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        if (seen.has(a[1])) return `attribute ${a[1]} twice on <${name}>`;
        seen.add(a[1]);
        const bv = badText(a[2] ?? a[3]);
        if (bv) return `${bv} (attribute ${a[1]})`;
      }
      if (stack.length === 0) roots++;
      if (roots > 1) return 'two root elements';
      if (!selfClosing) stack.push(name);
    }
    i = lt + whole.length;
  }
  if (stack.length) return `<${stack.at(-1)}> never closed`;
  return roots === 1 ? null : 'no root element';
}

/** The text drawn in the SVG, entity references decoded. */
const drawnText = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&#45;/g, '-').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')).join('\n');

describe('the XML check used here', () => {
  it('catches what is not well-formed', () => {
    expect(xmlProblem('<svg><g></g></svg>')).toBeNull();
    expect(xmlProblem('<svg><g></svg>')).toMatch(/does not close/);
    expect(xmlProblem('<svg><text>a & b</text></svg>')).toMatch(/stray &/);
    expect(xmlProblem('<svg a="1" a="2"/>')).toMatch(/twice/);
    expect(xmlProblem('<svg/><svg/>')).toMatch(/two root/);
  });
});

describe('diagram --svg (Graphviz-wasm)', () => {
  const m = drawableMachine('preferans');
  const cat = catalogueOf(m.machine);
  const clauseMap = actionClauseMap(m.machine, m.clauses, cat);

  it('renders the machine with the clause ids and, with a heat map, the counts and line widths', async () => {
    const busiest = cat.transitions[1].id;
    const heat = new Map(cat.transitions.map((t, i) => [t.id, t.id === busiest ? 1234567 : i % 3 === 0 ? 0 : i]));
    const model = buildDiagram(cat, { clauseMap, heat, title: 'preferans regulation machine, times fired in reports/третий-«Б»' });
    const svg = await dotToSvg(toDot(model));
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(xmlProblem(svg)).toBeNull();
    const text = drawnText(svg);
    const ids = [...new Set(Object.values(clauseMap).flat())];
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(text, id).toContain(id);
    expect(text).toContain('×1,234,567');
    expect(text).toContain('reports/третий-«Б»');
    // the busiest arrow is drawn 5 wide, the ones that never fired dashed
    expect(svg).toMatch(/stroke-width="5"/);
    expect(svg).toMatch(/stroke-dasharray/);
  });

  it('lays Cyrillic labels out at about their width, not as spaces', async () => {
    const label = 'Третий «Б» — штраф 100';
    const dot = `digraph { node [shape=box, fontname="Helvetica"]; a [label="${label}"]; }`;
    const boxWidth = (svg: string) => {
      const xs = /<polygon fill="none" stroke="black" points="([^"]+)"/.exec(svg)![1].split(' ').map((p) => Number(p.split(',')[0]));
      return Math.max(...xs) - Math.min(...xs);
    };
    const ours = await dotToSvg(dot);
    expect(drawnText(ours)).toBe(label);
    expect(xmlProblem(ours)).toBeNull();
    // laid out exactly as its ASCII stand-in (Т → N, ш → m, — → M …)
    const ascii = await dotToSvg(`digraph { node [shape=box, fontname="Helvetica"]; a [label="${standIn(label)}"]; }`);
    expect(boxWidth(ours)).toBe(boxWidth(ascii));
    // Graphviz-wasm on its own measures each UTF-8 byte of a non-ASCII character as a space: about
    // right for a lower-case Cyrillic letter (2 bytes), too narrow for capitals and wide letters
    const viz = await instance();
    const naive = (d: string) => boxWidth(viz.renderString(d, { format: 'svg' }));
    expect(boxWidth(ours)).toBeGreaterThan(naive(dot) + 8);
    const capitals = `digraph { node [shape=box, fontname="Helvetica"]; a [label="ШТРАФ ЗА ТРЕТИЙ «Б»"]; }`;
    expect(boxWidth(await dotToSvg(capitals))).toBeGreaterThan(naive(capitals) + 30);
  });

  it('reports a DOT Graphviz cannot read', async () => {
    await expect(dotToSvg('digraph { a -> ')).rejects.toThrow(/Graphviz could not draw the diagram: syntax error/);
  });

  it('is a command: --svg to stdout or to --out FILE, and refuses two output kinds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlaw-svg-'));
    try {
      const file = join(dir, 'pref.svg');
      const toFile = cardlaw(['diagram', '--ruleset', 'preferans', '--svg', '--out', file]);
      expect([toFile.code, toFile.stderr, toFile.stdout]).toEqual([0, '', '']);
      const svg = readFileSync(file, 'utf8');
      expect(xmlProblem(svg)).toBeNull();
      expect(drawnText(svg)).toContain('CODE-3.2.17');
      const toStdout = cardlaw(['diagram', '--ruleset', 'preferans', '--svg']);
      expect(toStdout.code).toBe(0);
      expect(toStdout.stdout).toBe(svg);
      const both = cardlaw(['diagram', '--ruleset', 'preferans', '--svg', '--dot']);
      expect([both.code, both.stderr]).toEqual([2, expect.stringMatching(/give one of --mermaid, --dot, --svg/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws the heat of a report given on the command line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlaw-svg-heat-'));
    try {
      const t = cat.transitions;
      mkdirSync(join(dir, 'r'));
      writeFileSync(join(dir, 'r', 'run.json'), JSON.stringify({ spec: { ruleset: 'preferans', format: ['sochi'], readings: {} }, readings: {}, results: { parties: 1, deals: 9 } }));
      writeFileSync(join(dir, 'r', 'clauses.csv'), '\uFEFFformat,clause,hits,deals\nsochi,CODE-3.2.17,1,1\n');
      writeFileSync(join(dir, 'r', 'gaps.csv'), '\uFEFFformat,kind,gap,reading\n');
      writeFileSync(join(dir, 'r', 'transitions.csv'), `\uFEFFformat,transition,fires,deals\nsochi,${t[0].id},4321,4321\nsochi,${t[1].id},0,0\n`);
      const r = cardlaw(['diagram', '--ruleset', 'preferans', '--svg', '--heat', join(dir, 'r')]);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(xmlProblem(r.stdout)).toBeNull();
      expect(drawnText(r.stdout)).toMatch(/×4,321/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
