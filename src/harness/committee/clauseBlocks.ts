/**
 * The regulation clause by clause, woven with the run: each clause's Russian text and English
 * gloss (the registry), the machine transitions that apply it and how often they fired
 * (transitions.csv), the share of deals it applied to per format (clauses.csv, Wilson interval),
 * and the gaps that cite it with their readings and what each reading means (the gap registry).
 *
 * A gap cites several clauses; its question and readings are printed in full under the first of
 * them and referred to under the others, which keeps the Preferans report to a printable length.
 *
 * @internal
 */
import type { Block } from './blocks.ts';
import type { ClauseSection, CommitteeModel } from './model.ts';
import { count, perThousand, shareWithInterval } from './text.ts';

function gapBlock(section: ClauseSection, gapIndex: number, model: CommitteeModel, printed: Set<string>): Block {
  const gap = section.gaps[gapIndex];
  const reach = model.gapReach?.find((g) => g.gap.id === gap.id);
  const impact = model.impact?.filter((e) => e.gap === gap.id) ?? [];
  const measured = [
    reach ? `reached on ${perThousand(reach.perThousand)} deals per 1,000` : model.gapReach ? 'not reached in this run' : '',
    ...impact.map((e) => `${e.reading} → ${e.alternative}: decisive on ${perThousand(e.decisivePerThousand)} per 1,000${e.format && e.format !== 'all' ? ` (${e.format})` : ''}`),
  ].filter(Boolean);
  const head: Block = { t: 'h', level: 4, text: `${gap.id} — ${gap.title} [${gap.status}]${measured.length ? `: ${measured.join('; ')}` : ''}` };
  if (printed.has(gap.id)) return { t: 'group', kind: 'gap', blocks: [head, { t: 'p', style: 'note', text: `Question and readings: under ${model.clauses.find((c) => c.gaps.includes(gap))?.clause.id ?? 'the first clause it cites'}.` }] };
  printed.add(gap.id);
  return {
    t: 'group',
    kind: 'gap',
    id: `gap-${gap.id}`,
    blocks: [head, { t: 'p', text: gap.question }, { t: 'list', items: gap.readings.map((r) => `${r.id}${r.id === gap.default ? ' (default)' : ''}: ${r.summary}`) }],
  };
}

function clauseGroup(section: ClauseSection, model: CommitteeModel, printed: Set<string>): Block {
  const { clause } = section;
  const blocks: Block[] = [{ t: 'h', level: 3, text: `${clause.id}${clause.heading ? ` — ${clause.heading}` : ''}` }, { t: 'quote', source: clause.text, gloss: clause.gloss }];
  if (section.applied === null) blocks.push({ t: 'p', style: 'note', text: 'How often it applied: not measured (no clauses.csv).' });
  else if (section.applied.length === 0) blocks.push({ t: 'p', style: 'note', text: 'Applied on no deal of this run.' });
  else blocks.push({ t: 'p', style: 'note', text: `Applied: ${section.applied.map((a) => `${a.format} ${count(a.deals)} deals, ${shareWithInterval(a.share, a.low, a.high)}`).join('; ')}.` });
  if (section.transitions.length > 0) {
    blocks.push({
      t: 'table',
      id: `transitions-${clause.id}`,
      header: ['machine transition', 'what it does', model.transitionsMeasured ? 'times taken' : 'times taken (no transitions.csv)'],
      rows: section.transitions.map((t) => [t.id, t.description, t.fires === null ? '—' : count(t.fires)]),
      numeric: [2],
    });
  }
  section.gaps.forEach((_, i) => blocks.push(gapBlock(section, i, model, printed)));
  return { t: 'group', kind: 'clause', id: `clause-${clause.id}`, blocks };
}

export function clauseBlocks(model: CommitteeModel): Block[] {
  const printed = new Set<string>();
  return [
    { t: 'h', level: 2, text: 'The regulation, clause by clause', id: 'regulation' },
    {
      t: 'p',
      text: 'Each clause in the source language with its English gloss, how often it applied in this run (share of deals, 95% interval), the machine transitions that apply it, and the gaps that concern it (most decisive, else most reached, first). A transition is listed under every clause it names, written on it or in its actions; "times taken" counts the transition, which may apply this clause only on some of those steps — the Applied line is the clause\'s own count.',
    },
    ...model.clauses.map((s) => clauseGroup(s, model, printed)),
  ];
}
