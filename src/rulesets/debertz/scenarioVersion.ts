/**
 * Debertz scenario format versions (docs/scenario-format.md, "Version 2"). Version 1 — no
 * `version` field — is read as it always was: suites and files written for it stay valid, and a
 * program that writes version 1 keeps working. Version 2 (`"version": 2`) states the ledger
 * keyed by side, the deferred points as named pots, and the pending special deal explicitly.
 *
 * The two functions convert a scenario between the versions without changing its ruling (the
 * examples are version 2; test/schema/scenarioV2.test.ts rules every example in both).
 */
type Json = Record<string, unknown>;

interface LedgerV1 {
  scores?: number[];
  marks?: number[];
  pot?: number;
  potDeclarer?: number | null;
  previousTrump?: string;
  deals?: number;
}

interface LedgerV2 {
  sides?: Record<string, { score?: number; marks?: number }>;
  pots?: Record<string, number>;
  pendingSpecialDeal?: { declarer: number; previousTrump?: string } | null;
  deals?: number;
}

/** The name a version-1 pot gets in version 2 (version 1 knows one summed pot). */
export const V1_POT_NAME = 'deferred';

/** A version-1 scenario as version 2 (a version-2 one is returned as it is). */
export function debertzScenarioToV2(scenario: Json): Json {
  if (scenario.version === 2) return scenario;
  const ledger = scenario.ledger;
  const out: Json = {};
  // `$schema` and `ruleset` stay first, `version` follows them
  for (const [k, v] of Object.entries(scenario)) {
    if (k === 'version') continue;
    out[k] = k === 'ledger' ? ledgerToV2(ledger as LedgerV1) : v;
    if (k === 'ruleset') out.version = 2;
  }
  return out;
}

/** A version-2 scenario as version 1. */
export function debertzScenarioToV1(scenario: Json): Json {
  if (scenario.version !== 2) return scenario;
  const events = Array.isArray(scenario.events) ? (scenario.events as Json[]) : [];
  const declared = events.findIndex((e) => e !== null && typeof e === 'object' && 'declare' in e);
  // version 1 infers the combinations from the hands: a declaration has no version-1 form
  if (declared >= 0) throw new Error(`scenario.events[${declared}].declare: declarations as events have no version-1 form (version 1 infers the combinations from the hands)`);
  const named = events.findIndex((e) => e !== null && typeof e === 'object' && 'card' in e);
  if (named >= 0) throw new Error(`scenario.events[${named}].card: the referee's exposed card named has no version-1 form`);
  const listed = events.findIndex((e) => e !== null && typeof e === 'object' && 'cards' in e);
  if (listed >= 0) throw new Error(`scenario.events[${listed}].cards: the exposed cards listed have no version-1 form`);
  const out: Json = {};
  for (const [k, v] of Object.entries(scenario)) {
    if (k === 'version') continue;
    // a stated end of play (v2 endOfPlay) is a check the judge makes, not a fact of the deal: the
    // version-1 form leaves it out and is ruled the same
    out[k] = k === 'ledger' ? ledgerToV1(v as LedgerV2, SIDES[scenario.format as string] ?? 0) : k === 'events' ? events.filter((e) => !(e !== null && typeof e === 'object' && 'endOfPlay' in e)) : v;
  }
  return out;
}

function ledgerToV2(l: LedgerV1): LedgerV2 {
  const out: LedgerV2 = {};
  const n = Math.max(l.scores?.length ?? 0, l.marks?.length ?? 0);
  if (n > 0) {
    out.sides = {};
    for (let side = 0; side < n; side++) out.sides[String(side)] = { score: l.scores?.[side] ?? 0, marks: l.marks?.[side] ?? 0 };
  }
  if (l.pot) out.pots = { [V1_POT_NAME]: l.pot };
  if (l.potDeclarer !== undefined && l.potDeclarer !== null) out.pendingSpecialDeal = { declarer: l.potDeclarer, ...(l.previousTrump !== undefined ? { previousTrump: l.previousTrump } : {}) };
  if (l.deals !== undefined) out.deals = l.deals;
  return out;
}

/** Sides per format (2x2: two teams). */
const SIDES: Record<string, number> = { '1x1': 2, '1x2': 3, '1x3': 4, '2x2': 2 };

function ledgerToV1(l: LedgerV2, sides: number): LedgerV1 {
  const out: LedgerV1 = {};
  if (Object.keys(l.sides ?? {}).length) {
    const n = sides;
    out.scores = Array.from({ length: n }, (_, i) => l.sides?.[String(i)]?.score ?? 0);
    out.marks = Array.from({ length: n }, (_, i) => l.sides?.[String(i)]?.marks ?? 0);
  }
  const pot = Object.values(l.pots ?? {}).reduce((a, b) => a + b, 0);
  if (pot) out.pot = pot;
  if (l.pendingSpecialDeal) {
    out.potDeclarer = l.pendingSpecialDeal.declarer;
    if (l.pendingSpecialDeal.previousTrump !== undefined) out.previousTrump = l.pendingSpecialDeal.previousTrump;
  }
  if (l.deals !== undefined) out.deals = l.deals;
  return out;
}
