import type { NamedRef, TransitionConfig } from '../statechart/definition.ts';

/**
 * A rule-applying transition: its clause ids go into `meta.clauses` (read by diagrams, reports
 * and the compiler) and, through the `cite` action, into the deal's trail; the gaps whose reading
 * decides it go into `meta.gaps` and are recorded as consulted. One declaration, so the two can
 * never disagree.
 */
export function rule(
  clauses: readonly string[],
  description: string,
  t: Omit<TransitionConfig, 'meta' | 'description'> & { gaps?: readonly string[]; before?: readonly NamedRef[] },
): TransitionConfig {
  const { gaps = [], before = [], ...rest } = t;
  const own: NamedRef[] = rest.actions === undefined ? [] : Array.isArray(rest.actions) ? [...rest.actions] : [rest.actions as NamedRef];
  // `before` runs ahead of the citation: e.g. `beginDeal`, which clears the previous deal's trail
  const actions: NamedRef[] = [...before];
  if (gaps.length > 0) actions.push({ type: 'consult', params: { gaps: [...gaps] } });
  if (clauses.length > 0) actions.push({ type: 'cite', params: { clauses: [...clauses] } });
  actions.push(...own);
  return { ...rest, actions, description, meta: { clauses, gaps } };
}

/** A guard on the chosen reading of a gap. */
export const readingIs = (gap: string, is: string): NamedRef => ({ type: 'readingIs', params: { gap, is } });
