/**
 * One-line titles for generated Debertz cases, from the ruling itself: what happened, what the
 * regulation did about it, and under which readings.
 *
 * @internal
 */
import type { Json, Verdict } from '../../../core/suite/types.ts';

const OFFENCE: Record<string, (seat: number) => string> = {
  outOfTurn: (s) => `seat ${s} acts out of turn`,
  signal: (s) => `the referee records a signal (seat ${s})`,
  failedFirstTrumpBeat: (s) => `seat ${s} fails to beat the first trump`,
  exposedCards: (s) => `seat ${s} exposes his cards`,
  revoke: (s) => `seat ${s} revokes`,
};
const CAUSE_KIND: Record<string, string> = {
  'DEB-6.2.1.8.a': 'outOfTurn',
  'DEB-6.2.1.8.b': 'signal',
  'DEB-6.2.1.8.c': 'failedFirstTrumpBeat',
  'DEB-6.2.1.8.d': 'exposedCards',
  'DEB-6.2.1.8': 'revoke',
};
const LEDGER: Record<string, string> = {
  'marks-2': 'two «Б» each already',
  'marks-3': 'three «Б» each already',
  near: 'near the target',
  'pot-near': 'near the target',
  'pot-marks-2': 'two «Б» each already',
  'pot-marks-3': 'three «Б» each already',
};
const EXTRAS: [clause: string, text: string][] = [
  ['DEB-6.2.3.1', 'a side without a trick loses 50'],
  ['DEB-6.2.3.2', 'its combinations are not credited'],
  ['DEB-6.2.1.6', 'the third «Б» costs 100'],
  ['DEB-6.2.1.7', 'a later «Б» costs 50'],
  ['DEB-6.2.2.5.a', 'the deferred points go to the declarer'],
  ['DEB-6.2.2.5.b', 'the deferred points pass to the opponents'],
  ['DEB-6.2.2.6.a', 'the deferred points go to who outscored him'],
  ['DEB-6.2.2.6.b', 'every opponent outscored him: the deferred points are shared'],
];

function offenceText(scenario: Json, trail: readonly string[]): string {
  const events = (scenario.events as Json[]) ?? [];
  const last = events[events.length - 1] ?? {};
  const seat = Number(last.seat ?? 0);
  if (typeof last.irregularity === 'string' && OFFENCE[last.irregularity]) return OFFENCE[last.irregularity](seat) + (last.while === 'dealing' ? ' while the cards are dealt' : '');
  const cause = trail.find((c) => c in CAUSE_KIND && c !== 'DEB-6.2.1.8') ?? (trail.filter((c) => c === 'DEB-6.2.1.8').length > 1 ? 'DEB-6.2.1.8' : undefined);
  if (last.bid !== undefined) return `seat ${seat} bids out of turn`;
  return OFFENCE[CAUSE_KIND[cause ?? 'DEB-6.2.1.8.a']](seat);
}

function mainText(r: Json, scenario: Json, trail: readonly string[], readings: Record<string, string>): string {
  const events = (scenario.events as Json[]) ?? [];
  /** before anyone orders — said already when the offence came while the cards were dealt */
  const beforeOrder = events[0]?.while === 'dealing' ? '' : ' before anyone orders';
  switch (r.outcome) {
    case 'made':
      return 'the declarer makes the game';
    case 'bayd':
      return 'the declarer falls short: bayd';
    case 'referee-bayd':
      return `${offenceText(scenario, trail)}: the referee declares bayd`;
    case 'deferred':
      return r.special ? 'the special deal ties again: the deferred points carry' : 'equal points: the declarer’s points are deferred';
    case 'pre-order-bayd':
      return `${offenceText(scenario, trail)}${beforeOrder}: «Б» and redeal`;
    case 'deberc':
      return 'a deberc declared at the first lead ends the party';
    case 'redeal':
      if (events[0]?.irregularity === 'dealerExposedCard') return 'the referee exposes a card while dealing: the deal starts again';
      if ('DEB-G35' in readings && trail.length === 0) return 'everyone passes twice: the cards are thrown in';
      return `${offenceText(scenario, trail)}${beforeOrder}: redealt without a «Б»`;
    default:
      return String(r.outcome);
  }
}

export function debertzTitle(c: { format: string; ledger: string; overrides: Readonly<Record<string, string>>; scenario: Json; verdict: Verdict }): string {
  const overrides = Object.entries(c.overrides).map(([g, r]) => `${g} ${r}`);
  const tag = overrides.length ? ` [${overrides.join(', ')}]` : '';
  if (c.verdict.kind === 'rejected') return `${c.format}${tag}: an impossible scenario the judge must reject — ${c.verdict.message}`;
  const r = c.verdict.ruling;
  const trail = (r.trail as string[]) ?? [];
  const readings = (r.readings as Record<string, string>) ?? {};
  const head = [c.format, r.special ? 'special deal' : '', LEDGER[c.ledger] ?? ''].filter(Boolean).join(', ');
  const parts = [mainText(r, c.scenario, trail, readings)];
  for (const [clause, text] of EXTRAS) if (trail.includes(clause)) parts.push(text);
  for (const s of (r.silences as { gap: string }[]) ?? []) {
    if (s.gap === 'DEB-G27') parts.push('a revoke goes unpunished (DEB-G27)');
    if (s.gap === 'DEB-G20') parts.push('the open deferred points are void (DEB-G20)');
  }
  if (((r.ledger as Json)?.after as Json)?.partyOver === true && r.outcome !== 'deberc') parts.push('the party ends');
  return `${head}${tag}: ${parts.join('; ')}`;
}

export function debertzSlug(v: Verdict): string {
  if (v.kind === 'rejected') return 'rejected';
  return String(v.ruling.outcome);
}
