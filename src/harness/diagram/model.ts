/**
 * The machine as a picture a committee can read: every state, every transition labelled
 * `EVENT [guard] / clauses it applies`, the clauses its actions cite on some deals in brackets
 * (`(+ DEB-6.2.1.6 DEB-6.2.1.7)`: the third and later «Б»), and with a simulation report, how
 * often the transition fired (`×12,345`). Renderers: ./mermaid.ts, ./dot.ts.
 *
 * @public
 */
import type { CatalogueState, CatalogueTransition, MachineCatalogue } from '../../core/statechart/catalogue.ts';

export interface DiagramEdge {
  readonly id: string;
  readonly source: string;
  /** null: a self-loop (the state does not change) */
  readonly target: string | null;
  readonly label: string;
  /** times fired in the report, when a heat map is drawn */
  readonly heat: number | undefined;
  /** every clause id on the label */
  readonly clauses: readonly string[];
}

export interface DiagramModel {
  readonly machineId: string;
  readonly initial: string;
  readonly states: readonly CatalogueState[];
  readonly edges: readonly DiagramEdge[];
  /** largest heat, 0 without a heat map */
  readonly maxHeat: number;
  readonly title: string;
}

export interface DiagramOptions {
  /** per transition id, every clause it cites (static and by its actions); default: what is written on it */
  readonly clauseMap?: Readonly<Record<string, readonly string[]>>;
  /** per transition id, the silences it records (`GAP clause…`: no clause applies; the candidates) */
  readonly silenceMap?: Readonly<Record<string, readonly string[]>>;
  /** per transition id, times it fired */
  readonly heat?: ReadonlyMap<string, number>;
  readonly title?: string;
}

function guardText(t: CatalogueTransition): string {
  if (t.guard === null) return '';
  const p = t.guardParams;
  if (p && typeof p.gap === 'string' && typeof p.is === 'string') {
    return t.guard === 'readingIs' ? `${p.gap}=${p.is}` : `${t.guard} ${p.gap}=${p.is}`;
  }
  const text = (v: unknown): string => (Array.isArray(v) ? v.map(text).join('|') : typeof v === 'string' ? v : JSON.stringify(v));
  if (p && Object.keys(p).length) return `${t.guard} ${Object.entries(p).map(([k, v]) => `${k}=${text(v)}`).join(' ')}`;
  return t.guard;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

export function buildDiagram(cat: MachineCatalogue, options: DiagramOptions = {}): DiagramModel {
  const edges = cat.transitions.map((t): DiagramEdge => {
    const all = options.clauseMap?.[t.id] ?? t.cites;
    const extra = all.filter((c) => !t.cites.includes(c));
    const parts = [t.event ?? 'always'];
    const g = guardText(t);
    if (g) parts.push(`[${g}]`);
    if (t.cites.length) parts.push(`/ ${t.cites.join(' ')}`);
    if (extra.length) parts.push(`(+ ${extra.join(' ')})`);
    // where no clause applies (STYLE practice 4): the gap, and the candidate clauses seen with it
    const silent = options.silenceMap?.[t.id] ?? [];
    const byGap = new Map<string, Set<string>>();
    for (const x of silent) {
      const [gap, ...candidates] = x.split(' ');
      if (!byGap.has(gap)) byGap.set(gap, new Set());
      for (const c of candidates) byGap.get(gap)!.add(c);
    }
    for (const [gap, candidates] of byGap) parts.push(`(silent ${gap}${candidates.size ? ` ⇒ ${[...candidates].join(' ')}` : ''})`);
    const heat = options.heat ? (options.heat.get(t.id) ?? 0) : undefined;
    if (heat !== undefined) parts.push(`×${formatCount(heat)}`);
    return { id: t.id, source: t.source, target: t.target, label: parts.join(' '), heat, clauses: [...new Set([...t.cites, ...extra, ...silent.flatMap((x) => x.split(' ').slice(1))])] };
  });
  const maxHeat = options.heat ? Math.max(0, ...edges.map((e) => e.heat ?? 0)) : 0;
  return { machineId: cat.machineId, initial: cat.initial, states: cat.states, edges, maxHeat, title: options.title ?? `${cat.machineId} regulation machine` };
}

/** The states of a compound state (or of the root, `null`), in document order. */
export function childrenOf(model: DiagramModel, parent: string | null): CatalogueState[] {
  return model.states.filter((s) => s.parent === parent);
}

/** The innermost compound state holding both paths (null: the root). */
export function commonParent(model: DiagramModel, a: string, b: string): string | null {
  const chain = (p: string) => {
    const out: string[] = [];
    const byPath = new Map(model.states.map((s) => [s.path, s]));
    for (let s = byPath.get(p)?.parent ?? null; s !== null; s = byPath.get(s)?.parent ?? null) out.push(s);
    return out;
  };
  const up = chain(a);
  const other = new Set(chain(b));
  return up.find((s) => other.has(s)) ?? null;
}
