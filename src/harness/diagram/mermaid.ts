/**
 * A diagram model as a Mermaid `stateDiagram-v2` (renders on GitHub and in most Markdown viewers).
 * Compound states become composite states; each transition is declared in the innermost
 * composite holding both ends, so Mermaid keeps nested states in place.
 *
 * @public
 */
import { childrenOf, commonParent, type DiagramModel } from './model.ts';

const id = (path: string) => path.replace(/\./g, '__');
// `;` ends a Mermaid statement and `:` separates a label; neither may appear inside one
const safe = (label: string) => label.replace(/;/g, ',').replace(/:/g, '∶');

export function toMermaid(model: DiagramModel): string {
  const lines = ['stateDiagram-v2', `  %% ${model.title}: transitions read EVENT [guard] / clauses applied (+ clauses its actions may cite)${model.maxHeat ? ' ×times fired' : ''}`];
  const edgesIn = (parent: string | null) =>
    model.edges.filter((e) => {
      const target = e.target ?? e.source;
      return commonParent(model, e.source, target) === parent && !(e.target !== null && isAncestor(model, e.target, e.source));
    });
  const emit = (parent: string | null, indent: string) => {
    const kids = childrenOf(model, parent);
    // the child entered first: the step from `parent` towards its default leaf
    const leaf = parent === null ? model.initial : (model.states.find((x) => x.path === parent)?.defaultLeaf ?? '');
    const first = leaf.split('.').slice(0, parent === null ? 1 : parent.split('.').length + 1).join('.');
    if (kids.some((k) => k.path === first)) lines.push(`${indent}[*] --> ${id(first)}`);
    for (const s of kids) {
      if (s.kind === 'compound') {
        // Mermaid takes no "label as id" form for composite states: the id is the label
        lines.push(`${indent}state ${id(s.path)} {`);
        emit(s.path, indent + '  ');
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${s.path.split('.').pop()}" as ${id(s.path)}`);
        if (s.kind === 'final') lines.push(`${indent}${id(s.path)} --> [*]`);
      }
    }
    for (const e of edgesIn(parent)) lines.push(`${indent}${id(e.source)} --> ${id(e.target ?? e.source)} : ${safe(e.label)}`);
  };
  emit(null, '  ');
  // transitions from a state to one of its own ancestors (none in the machines so far) go last, at the top level
  for (const e of model.edges) if (e.target !== null && isAncestor(model, e.target, e.source)) lines.push(`  ${id(e.source)} --> ${id(e.target)} : ${safe(e.label)}`);
  return lines.join('\n') + '\n';
}

function isAncestor(model: DiagramModel, maybe: string, of: string): boolean {
  const byPath = new Map(model.states.map((s) => [s.path, s]));
  for (let p = byPath.get(of)?.parent ?? null; p !== null; p = byPath.get(p)?.parent ?? null) if (p === maybe) return true;
  return false;
}
