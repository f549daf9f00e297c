/**
 * Where the finite abstraction of a Preferans deal (./abstraction.ts) starts from: the tables a
 * deal is dealt at, the machine's context before the deal as the judge builds it from a table,
 * and the reading sets under which the deal takes turns the defaults never open. Shared by the
 * suite generator (./adapter.ts) and the model-based test (test/preferans/model.test.ts).
 *
 * @internal
 */
import { initialContext, type PreferansContext } from '../machine/context.ts';
import { makeVariant, type VariantId } from '../mechanics/variants.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { Json, LedgerClass } from '../../../core/suite/types.ts';

/** The number of players at a table (a ledger's `players`, 3 unless it says 4). */
export const playersOf = (ledger: Json): 3 | 4 => (ledger.players === 4 ? 4 : 3);

/**
 * The tables a deal starts from. The dealer already warned once (CODE-3.2.17) and the pools one
 * game from closing (the deal that ends the game) are read only when the deal is scored or
 * misdealt: they replay the fresh table's paths.
 */
export function preferansLedgerClasses(): LedgerClass[] {
  return [
    { name: 'fresh', summary: 'the first deal of a game, three players', ledger: {} },
    { name: 'four', summary: 'four players: the dealer sits out', ledger: { players: 4 } },
    { name: 'dealer-warned', summary: 'the dealer has already erred once (CODE 3.2.17)', ledger: { sheet: { dealerErrors: [1, 0, 0], allPassRun: 1 } }, like: 'fresh' },
    { name: 'closing', summary: 'the first hand is one game short of closing every pool', ledger: { sheet: { pool: [50, 48, 50] } }, like: 'fresh' },
  ];
}

/** The machine's context before the deal, as the judge builds it (dealer 0) from the ledger's table and sheet. */
export function preferansInitialContext(format: string, readings: Readings, ledger: Json): PreferansContext {
  const sheet = (ledger.sheet ?? {}) as { pool?: number[]; mountain?: number[]; whists?: number[][]; allPassRun?: number; dealerErrors?: number[] };
  const players = playersOf(ledger);
  const zeros = () => new Array<number>(players).fill(0);
  return initialContext(players, makeVariant(format as VariantId), readings, {
    dealer: 0,
    agreedTalonPair: 4,
    sheet: {
      pool: sheet.pool ?? zeros(),
      mountain: sheet.mountain ?? zeros(),
      whists: sheet.whists ?? Array.from({ length: players }, zeros),
      run: sheet.allPassRun ?? 0,
      dealerErrors: sheet.dealerErrors ?? zeros(),
      deals: 0,
    },
  });
}

/**
 * Reading sets, by name, under which the deal takes turns the defaults never open (the Code's
 * and the older text's rulings, the 10-card players' choice on an all-pass, …): the suite
 * explores each from scratch; with the defaults they are the sets under which the model test
 * reaches every transition. The two alternative sets flip every reading a transition guard or a
 * ruling consults.
 */
export const PREFERANS_EXPLORED_READINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'club-old': { 'PREF-RULES': 'club-old', 'PREF-G27': 'first-play-no-whists' },
  code: { 'PREF-RULES': 'code' },
  'code, fn 15 alone': { 'PREF-RULES': 'code', 'PREF-C10': 'fn15-no-fine' },
  'alt-A': {
    'PREF-G1': 'code-3-2-17',
    'PREF-G4': 'face-up-redeal',
    'PREF-G5': 'table-auction',
    'PREF-G10': 'both-fined',
    'PREF-G12': 'first-call',
    'PREF-G17': 'pairwise',
    'PREF-G21': 'wrong-discard-too',
    'PREF-G26': 'clause-3-always',
    'PREF-G31': 'excluded',
    'PREF-G32': 'no-fine',
    'PREF-G37': 'code-3-9-16-2',
    'PREF-G44': 'ten-card-choice',
    'PREF-G47': 'redeal-no-fine',
    'PREF-G48': 'code-if-other',
    'PREF-G49': 'no-deadline',
    'PREF-C1': 'fourth-pair',
  },
  'alt-B': {
    'PREF-G1': 'code-3-2-16',
    'PREF-G9': 'restart',
    'PREF-G10': 'discoverer-only',
    'PREF-G19': 'dealer-may-demand',
    'PREF-G26': 'clause-4-replayed',
    'PREF-G27': 'replay-innocent-whists',
    'PREF-G29': 'replay-from-discovery',
    'PREF-G34': 'deck-fault',
    'PREF-G35': 'clause-5-throughout',
    'PREF-G37': 'remaining-from-revoke',
    'PREF-G40': 'write-played',
    'PREF-G42': 'taken-and-premium',
    'PREF-G45': 'stop-third-premium',
    'PREF-G46': 'clause-6-analogy',
    'PREF-G53': 'full',
    'PREF-G60': 'redeal-cancels-fine',
  },
};
