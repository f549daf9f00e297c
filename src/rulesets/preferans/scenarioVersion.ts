/**
 * Preferans scenario format versions (docs/scenario-format.md, "Preferans scenario version 2").
 * Version 1 — no `version` field — is read as it always was: suites, simulator witnesses and
 * files written for it stay valid. Version 2 (`"version": 2`) gives the sheet keyed by seat and
 * may name the card turned up in a misdeal, the card a revoke claim names and the trick a look
 * names (those have no version-1 form).
 *
 * The two functions convert a scenario between the versions without changing its ruling (the
 * examples are version 2; test/schema/preferansScenarioV2.test.ts rules every example in both).
 */
type Json = Record<string, unknown>;

interface SheetV1 {
  pool?: number[];
  mountain?: number[];
  whists?: number[][];
  allPassRun?: number;
  dealerErrors?: number[];
  deals?: number;
}

interface SeatSheet {
  pool?: number;
  mountain?: number;
  whists?: Record<string, number>;
  dealerErrors?: number;
}

interface SheetV2 {
  seats?: Record<string, SeatSheet>;
  allPassRun?: number;
  deals?: number;
}

/**
 * A version-1 scenario as version 2 (a version-2 one is returned as it is). The sheet's arrays
 * must have one entry per seat, as the judge requires: a file it would refuse is refused here,
 * not turned into one it accepts.
 */
export function preferansScenarioToV2(scenario: Json): Json {
  if (scenario.version === 2) return scenario;
  const players = scenario.players === 4 ? 4 : 3;
  const out: Json = 'ruleset' in scenario ? {} : { version: 2 };
  // `$schema` and `ruleset` stay first, `version` follows them
  for (const [k, v] of Object.entries(scenario)) {
    if (k === 'version') continue;
    out[k] = k === 'sheet' ? sheetToV2(v as SheetV1, players) : v;
    if (k === 'ruleset') out.version = 2;
  }
  return out;
}

/** A version-2 scenario as version 1; one naming a card or a trick has no version-1 form and is refused by path. */
export function preferansScenarioToV1(scenario: Json): Json {
  if (scenario.version !== 2) return scenario;
  const events = Array.isArray(scenario.events) ? (scenario.events as Json[]) : [];
  for (const k of ['card', 'trick']) {
    const i = events.findIndex((e) => e !== null && typeof e === 'object' && k in e);
    if (i >= 0) throw new Error(`scenario.events[${i}].${k}: ${k === 'card' ? 'a named card' : 'the trick looked at'} has no version-1 form`);
  }
  const players = scenario.players === 4 ? 4 : 3;
  const out: Json = {};
  for (const [k, v] of Object.entries(scenario)) {
    if (k === 'version') continue;
    out[k] = k === 'sheet' ? sheetToV1(v as SheetV2, players) : v;
  }
  return out;
}

/** Each seat's figures gathered under its key; a seat with nothing written on the sheet is left out. */
function sheetToV2(sheet: SheetV1, players: number): SheetV2 {
  const out: SheetV2 = {};
  for (const k of ['pool', 'mountain', 'whists', 'dealerErrors'] as const) {
    const rows = sheet[k];
    if (rows === undefined) continue;
    if (!Array.isArray(rows) || rows.length !== players) throw new Error(`scenario.sheet.${k}: must have one entry per seat (${players} players) to convert`);
    if (k === 'whists') rows.forEach((row, i) => {
      if (!Array.isArray(row) || row.length !== players) throw new Error(`scenario.sheet.whists[${i}]: must have one entry per seat (${players} players) to convert`);
    });
  }
  const n = players;
  const seats: Record<string, SeatSheet> = {};
  for (let seat = 0; seat < n; seat++) {
    const s: SeatSheet = {};
    if (sheet.pool?.[seat]) s.pool = sheet.pool[seat];
    if (sheet.mountain?.[seat]) s.mountain = sheet.mountain[seat];
    const row = sheet.whists?.[seat] ?? [];
    const whists: Record<string, number> = {};
    row.forEach((w, on) => {
      if (w) whists[String(on)] = w;
    });
    if (Object.keys(whists).length > 0) s.whists = whists;
    if (sheet.dealerErrors?.[seat]) s.dealerErrors = sheet.dealerErrors[seat];
    if (Object.keys(s).length > 0) seats[String(seat)] = s;
  }
  if (Object.keys(seats).length > 0) out.seats = seats;
  if (sheet.allPassRun !== undefined) out.allPassRun = sheet.allPassRun;
  if (sheet.deals !== undefined) out.deals = sheet.deals;
  return out;
}

function sheetToV1(sheet: SheetV2, players: number): SheetV1 {
  const out: SheetV1 = {};
  const seats = sheet.seats ?? {};
  const perSeat = (f: (s: SeatSheet) => number | undefined) => Array.from({ length: players }, (_, seat) => f(seats[String(seat)] ?? {}) ?? 0);
  const any = (f: (s: SeatSheet) => unknown) => Object.values(seats).some((s) => f(s) !== undefined);
  if (any((s) => s.pool)) out.pool = perSeat((s) => s.pool);
  if (any((s) => s.mountain)) out.mountain = perSeat((s) => s.mountain);
  if (any((s) => s.whists)) out.whists = Array.from({ length: players }, (_, seat) => Array.from({ length: players }, (_, on) => seats[String(seat)]?.whists?.[String(on)] ?? 0));
  if (sheet.allPassRun !== undefined) out.allPassRun = sheet.allPassRun;
  if (any((s) => s.dealerErrors)) out.dealerErrors = perSeat((s) => s.dealerErrors);
  if (sheet.deals !== undefined) out.deals = sheet.deals;
  return out;
}
