/**
 * `cardlaw settle SHEET.json [--text]`: the money of a Preferans sheet, at the end of a game or in
 * the middle of one (a committee valuing a Code example: the damages of CODE 3.3.16.3, the losses
 * of 3.8.5.1). A sheet not yet over is settled as a game stopped there by agreement (CODE 4.2.3:
 * each player first adds the pool he still lacks to his mountain; Leningrad ×2, 4.2.3.3).
 * Also `settleRuling`, which `cardlaw judge --settle` uses to add the settlement of a ruling's
 * `sheet.after`. Input errors are InputErrors naming the field (exit 2); nothing is written
 * before the whole input has been read and checked.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { InputError } from '../../core/regulation/readings.ts';
import type { Readings } from '../../core/regulation/types.ts';
import { isPlainObject, refuseUnknownKeys, shortValue } from '../../core/scenario/fields.ts';
import {
  isGameOver,
  parsePreferansReadings,
  parsePreferansSheet,
  parsePreferansVariant,
  settle,
  settlePairwise,
  settleRounded,
  settlementRoundingOf,
  type PreferansRuling,
  type PreferansVariant,
  type Sheet,
} from '../../rulesets/preferans/settling.ts';
import { readJsonInput } from '../../core/io/read.ts';
import { SETTLE_OPTIONS } from './options.ts';

export interface SheetSettlement {
  variant: string;
  players: number;
  /** the game is over (every pool closed, or Leningrad's sum reached); otherwise settled as stopped here (CODE 4.2.3) */
  gameOver: boolean;
  /** mountains after the unclosed pool is added (CODE 4.2.3, 4.2.3.3) and the amnesty (4.2.14) */
  mountains: number[];
  /** 10 · (M̄ − M_i) per seat (variant 2 of CODE 4.2.14) */
  mountainPart: number[];
  /** whists each seat wrote on the others minus what they wrote on him */
  whistPart: number[];
  /** the result in whists per seat; sums to zero; money = result × the stake per whist (4.2.13) */
  result: number[];
  /** variant 1 of CODE 4.2.14: pairwise[i][j] > 0 — seat j pays seat i that many whists */
  pairwise: number[][];
  /**
   * CODE 4.2.12: whole results when 10·M/N is not whole, under the reading of the whole-figure
   * gap the input asks for (`reading`; by default mountain points taken off, each other player
   * writing ⌊10/N⌋ whists on him per point; negative points: a mountain raised, the seat writing
   * on each other player)
   */
  rounded: { reading: string; mountains: number[]; compensation: { seat: number; points: number; whistsFromEachOther: number }[]; result: number[] };
}

/** The settlement of a sheet under a variant (and the readings, for the whole figures): pure. */
export function settleSheet(sheet: Sheet, variant: PreferansVariant, readings: Readings = {}): SheetSettlement {
  const s = settle(sheet, variant);
  const rounding = settlementRoundingOf(readings);
  const r = settleRounded(sheet, variant, rounding);
  const clean = (x: number) => (Object.is(x, -0) ? 0 : Math.round(x * 1e9) / 1e9); // no float noise in a committee's figures
  return {
    variant: variant.id,
    players: sheet.players,
    gameOver: isGameOver(sheet, variant),
    mountains: s.mountains.map(clean),
    mountainPart: s.mountainPart.map(clean),
    whistPart: s.whistPart.map(clean),
    result: s.result.map(clean),
    pairwise: settlePairwise(sheet, variant).map((row) => row.map(clean)),
    rounded: { reading: rounding, mountains: r.mountains.map(clean), compensation: r.compensation.map((c) => ({ ...c })), result: r.result.map(clean) },
  };
}

const SHEET_FILE_FIELDS = ['ruleset', 'title', 'variant', 'players', 'sheet', 'readings', 'notes'];

/**
 * A settle file: `{"variant": …, "players": 3, "sheet": {"pool": […], "mountain": […], "whists": [[…]]}}`,
 * with optional `readings` (gap id → reading id, as in a scenario; the whole figures follow them).
 */
export function parseSheetFile(raw: unknown): { sheet: Sheet; variant: PreferansVariant; readings: Readings } {
  if (!isPlainObject(raw)) throw new InputError(`sheet file: must be a JSON object {"variant", "players", "sheet"}, got ${shortValue(raw)}`);
  refuseUnknownKeys(raw, SHEET_FILE_FIELDS, 'settle');
  if (raw.ruleset !== undefined && raw.ruleset !== 'preferans') throw new InputError(`settle.ruleset: settlement is Preferans's (CODE 4.2.12–4.2.14); got ${shortValue(raw.ruleset)}`);
  if (raw.title !== undefined && typeof raw.title !== 'string') throw new InputError(`settle.title: must be a string, got ${shortValue(raw.title)}`);
  const players = raw.players === undefined ? 3 : raw.players;
  if (players !== 3 && players !== 4) throw new InputError(`settle.players: must be 3 or 4, got ${shortValue(players)}`);
  if (raw.sheet === undefined) throw new InputError('settle.sheet: required (pool, mountain and whists per seat)');
  const variant = parsePreferansVariant(raw.variant);
  const s = parsePreferansSheet(raw.sheet, players, variant, 'settle.sheet');
  const readings = parsePreferansReadings(raw.readings, 'settle.readings');
  return { sheet: { players, pool: s.pool, mountain: s.mountain, whists: s.whists }, variant, readings };
}

/**
 * A Preferans ruling with the settlement of its `sheet.after` (`cardlaw judge --settle`); the
 * variant is read from the scenario, which the judge has already accepted.
 */
export function settleRuling(scenario: unknown, ruling: PreferansRuling): PreferansRuling & { settlementAfter: SheetSettlement } {
  const variant = parsePreferansVariant((scenario as { variant?: unknown }).variant);
  const readings = parsePreferansReadings((scenario as { readings?: unknown }).readings);
  const a = ruling.sheet.after;
  return { ...ruling, settlementAfter: settleSheet({ players: ruling.players as 3 | 4, pool: a.pool, mountain: a.mountain, whists: a.whists }, variant, readings) };
}

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** The settlement as a committee reads it: one line per seat, then the pairwise payments. */
export function formatSettlement(s: SheetSettlement): string {
  const lines = [
    `${s.variant}, ${s.players} players: ${s.gameOver ? 'the game is over' : 'the game is not over; settled as stopped here by agreement (CODE 4.2.3: the pool each lacks goes into his mountain first)'}`,
    '',
    'seat  mountain  mountain part  whist part  result (whists)',
  ];
  for (let i = 0; i < s.players; i++) {
    lines.push(`${String(i).padEnd(4)}  ${fmt(s.mountains[i]).padStart(8)}  ${fmt(s.mountainPart[i]).padStart(13)}  ${fmt(s.whistPart[i]).padStart(10)}  ${fmt(s.result[i]).padStart(15)}`);
  }
  lines.push('', 'pairwise (CODE 4.2.14, variant 1):');
  for (let i = 0; i < s.players; i++) for (let j = 0; j < s.players; j++) if (s.pairwise[i][j] > 0) lines.push(`  seat ${j} pays seat ${i} ${fmt(s.pairwise[i][j])} whists`);
  if (s.rounded.compensation.length > 0) {
    lines.push('', `whole figures (CODE 4.2.12, ${s.rounded.reading}):`);
    for (const c of s.rounded.compensation) {
      if (c.points > 0) lines.push(`  seat ${c.seat}: ${c.points} point(s) off his mountain; each other player writes ${c.whistsFromEachOther} whists on him`);
      else lines.push(`  seat ${c.seat}: ${-c.points} point(s) onto his mountain; he writes ${-c.whistsFromEachOther} whists on each other player`);
    }
    lines.push(`  result: ${s.rounded.result.map(fmt).join(', ')}`);
  }
  return lines.join('\n');
}

export function settleCommand(argv: string[]): number {
  const { values, positionals } = parseArgs({ args: argv, options: SETTLE_OPTIONS, allowPositionals: true });
  if (values.json && values.text) throw new InputError('settle: give --json (the default) or --text, not both');
  if (positionals.length !== 1) throw new InputError('settle: give one sheet file, or - for standard input');
  const file = positionals[0];
  const { value: raw } = readJsonInput(file, 'sheet');
  const { sheet, variant, readings } = parseSheetFile(raw);
  const s = settleSheet(sheet, variant, readings);
  process.stdout.write(values.text ? formatSettlement(s) + '\n' : JSON.stringify(s, null, 2) + '\n');
  return 0;
}
