/**
 * The ruling of a deal as the table and the machine leave it: the machine's trail, readings,
 * silences, entries and sheet; the table's findings (unclaimed revokes), tricks and revokes.
 *
 * @internal
 */
import { formatCard } from '../../../core/cards/notation.ts';
import { cardsOf } from '../../../core/cards/mask.ts';
import { contractCode, type ContractId } from '../mechanics/contracts.ts';
import { settle } from '../mechanics/settlement.ts';
import { realTricks } from '../machine/rules.ts';
import type { PreferansTable } from './state.ts';
import type { Fault, PlayedTrick } from './tricks.ts';
import type { PreferansRuling, RevokeRecord, TrickRecord } from './types.ts';

/**
 * The ruling now (the table may be asked more than once: every list is a copy). `records`: false
 * leaves out the trick and revoke records (empty lists), which a tally does not read: the simulator
 * asks for them only for a replayed deal.
 */
export function rulingOf(t: PreferansTable, records = true): PreferansRuling {
  const s = t.deal;
  const c = t.ctx;
  const players = t.players;
  // the machine's consultations, then the table's: the first reading of each gap
  const readingsOut: Record<string, string> = {};
  for (let i = 0; i < c.consulted.length; i++) addReading(readingsOut, c.consulted[i]);
  const tableTags = t.consultations.tags;
  for (let i = 0; i < tableTags.length; i++) addReading(readingsOut, tableTags[i]);
  const findingsOut = t.findings.slice();
  const tt = t.trickTable;
  if (tt && tt.faults.length > 0) {
    for (const f of tt.faults) findingsOut.push(`seat ${f.seat} played ${formatCard(f.card)} in trick ${f.trick + 1} though able to ${f.kind === 'revoke' ? 'follow suit' : 'trump'} (CODE 3.9.16); no revoke was claimed`);
  }
  const over = t.engine.done;
  const sheetNow = { players, pool: c.sheet.pool, mountain: c.sheet.mountain, whists: c.sheet.whists };
  return {
    kind: 'ruled',
    ruleset: 'preferans',
    title: s.title,
    variant: s.variant.id,
    players,
    rules: t.readings['PREF-RULES'],
    outcome: c.outcome,
    dealer: s.dealer,
    declarer: t.declarer >= 0 ? t.declarer : null,
    contract: t.contract >= 0 ? contractCode(t.contract as ContractId) : null,
    trail: c.trail.slice(),
    readings: readingsOut,
    silences: c.silences.map((x) => ({ ...x, clauses: x.clauses.slice() })),
    findings: findingsOut,
    handSizes: t.handSizes,
    talonSize: s.talon.length,
    tricks: c.kind === 'none' ? new Array(players).fill(0) : realTricks(c),
    trickRecord: tt && records ? tt.tricks.map(trickRecordOf) : [],
    revokes: records ? [...t.revokeLog, ...(tt ? tt.faults.map((f) => revokeOf(f, 'unclaimed')) : [])].sort((a, b) => a.trick - b.trick) : [],
    unplayed: records ? (tt ? tt.hands : t.hands).map((h) => cardsOf(h).map(formatCard)) : [],
    liable: c.liable >= 0 ? c.liable : null,
    exposed: c.exposed.slice(),
    entries: c.written.map((x) => ({ ...x })),
    sheet: {
      before: { pool: s.sheet.pool.slice(), mountain: s.sheet.mountain.slice(), whists: s.sheet.whists.map((r) => r.slice()), allPassRun: s.sheet.run },
      after: { pool: c.sheet.pool.slice(), mountain: c.sheet.mountain.slice(), whists: c.sheet.whists.map((r) => r.slice()), allPassRun: c.run, dealer: c.dealer, gameOver: over },
    },
    settlement: over ? settle(sheetNow, s.variant).result.slice() : null,
  };
}

/** Each tag's gap and reading as `addReading` cuts them out, by tag (the tags are few and come back on every deal). */
const TAG_PARTS = new Map<string, readonly [gap: string, reading: string]>();

/** `tag.split('=')`'s first two parts (undefined reading when there is no `=`, as the destructured split left it). */
function partsOf(tag: string): readonly [string, string] {
  let p = TAG_PARTS.get(tag);
  if (p === undefined) {
    const eq = tag.indexOf('=');
    const end = eq < 0 ? -1 : tag.indexOf('=', eq + 1);
    p = eq < 0 ? [tag, undefined as unknown as string] : [tag.slice(0, eq), end < 0 ? tag.slice(eq + 1) : tag.slice(eq + 1, end)];
    TAG_PARTS.set(tag, p);
  }
  return p;
}

/** Records a `gap=reading` tag's reading unless its gap has one (a ruling per simulated deal: each tag is cut once, then looked up). */
function addReading(out: Record<string, string>, tag: string): void {
  const [gap, r] = partsOf(tag);
  if (gap in out) return;
  out[gap] = r;
}

function trickRecordOf(t: PlayedTrick, i: number): TrickRecord {
  return {
    trick: i + 1,
    leader: t.seats[0],
    talon: t.talonCard >= 0 ? formatCard(t.talonCard) : null,
    cards: t.cards.map((card, k) => ({ seat: t.seats[k], card: formatCard(card) })),
    winner: t.winner >= 0 ? t.winner : null,
    ...(t.noSuit ? { noSuit: true as const } : {}),
  };
}

export function revokeOf(f: Fault, status: RevokeRecord['status']): RevokeRecord {
  return { seat: f.seat, card: formatCard(f.card), trick: f.trick + 1, kind: f.kind, status };
}
