/**
 * A diagram model as Graphviz DOT (`dot -Tsvg`): compound states become clusters; an edge into a
 * compound state points at the state it enters first and is clipped at the cluster's border;
 * with a heat map, edges are drawn thicker the more often they fired (log scale).
 *
 * @public
 */
import type { DiagramModel } from './model.ts';

const q = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const cluster = (path: string) => q(`cluster_${path}`);

export function toDot(model: DiagramModel): string {
  const byPath = new Map(model.states.map((s) => [s.path, s]));
  const lines = [
    `digraph ${q(model.machineId)} {`,
    `  label=${q(`${model.title} — EVENT [guard] / clauses applied (+ clauses its actions may cite)${model.maxHeat ? '; ×times fired' : ''}`)};`,
    '  labelloc=t; compound=true; rankdir=TB;',
    '  node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];',
    '  edge [fontname="Helvetica", fontsize=9];',
    `  ${q('__start')} [shape=point, width=0.12];`,
    `  ${q('__start')} -> ${q(model.initial)};`,
  ];
  const emit = (parent: string | null, indent: string) => {
    for (const s of model.states.filter((x) => x.parent === parent)) {
      const name = s.path.split('.').pop()!;
      if (s.kind === 'compound') {
        lines.push(`${indent}subgraph ${cluster(s.path)} {`, `${indent}  label=${q(name)}; style=rounded;`);
        emit(s.path, indent + '  ');
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}${q(s.path)} [label=${q(name)}${s.kind === 'final' ? ', peripheries=2' : ''}];`);
      }
    }
  };
  emit(null, '  ');
  for (const e of model.edges) {
    const source = byPath.get(e.source);
    const target = e.target === null ? source : byPath.get(e.target);
    if (!source || !target) continue;
    const attrs = [`label=${q(e.label)}`];
    let from = source.path;
    let to = target.path;
    if (source.kind === 'compound') {
      attrs.push(`ltail=${cluster(source.path)}`);
      from = source.defaultLeaf;
    }
    if (target.kind === 'compound') {
      attrs.push(`lhead=${cluster(target.path)}`);
      to = target.defaultLeaf;
    }
    if (e.heat !== undefined) {
      const w = model.maxHeat > 0 ? 1 + (4 * Math.log10(1 + e.heat)) / Math.log10(1 + model.maxHeat) : 1;
      attrs.push(`penwidth=${w.toFixed(2)}`);
      if (e.heat === 0) attrs.push('style=dashed', 'color=gray50', 'fontcolor=gray40');
    }
    lines.push(`  ${q(from)} -> ${q(to)} [${attrs.join(', ')}];`);
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}
