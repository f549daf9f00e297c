/**
 * The guard and action references the Preferans transitions share: where a wrong count was found
 * and under which governing text (PREF-RULES), a talon or play irregularity, and the note of
 * PREF-G47. The guards themselves are in ../rules/ (discovery.ts, talon.ts, play.ts); their
 * parameter types say which conditions each place can ask for.
 */
import type { NamedRef } from '../../../../core/statechart/definition.ts';
import type { FoundBeforeContract, FoundInGame, FoundOnAllPass, GoverningText } from '../rules/discovery.ts';
import type { PlayIrregularityAt, PlayIrregularityKind } from '../rules/play.ts';
import type { TalonIrregularityAt, TalonIrregularityKind } from '../rules/talon.ts';

export const CLUB: GoverningText[] = ['club'];
export const CLUBS: GoverningText[] = ['club', 'club-old'];
export const OLD: GoverningText[] = ['club-old'];
export const CODE: GoverningText[] = ['code'];
export const ANY: GoverningText[] = ['club', 'club-old', 'code'];

type More<P> = Omit<P, 'points' | 'under'>;

/** D1–D4, D15, G47: found before the contract is named, at one of `points`, under one of the texts `under`. */
export const foundBeforeContract = (points: FoundBeforeContract['points'], under: GoverningText[], more: More<FoundBeforeContract> = {}): NamedRef => ({
  type: 'foundBeforeContract',
  params: { points, under, ...more } satisfies FoundBeforeContract,
});
/** D5, D6, D14, D15: found in a game or misère. */
export const foundInGame = (points: FoundInGame['points'], under: GoverningText[], more: More<FoundInGame> = {}): NamedRef => ({
  type: 'foundInGame',
  params: { points, under, ...more } satisfies FoundInGame,
});
/** D7–D12, D15, G46, G47: found on an all-pass. */
export const foundOnAllPass = (points: FoundOnAllPass['points'], under: GoverningText[], more: More<FoundOnAllPass> = {}): NamedRef => ({
  type: 'foundOnAllPass',
  params: { points, under, ...more } satisfies FoundOnAllPass,
});
/** The facts of a discovery recorded, and the readings its placing consulted. */
export const found = (at: 'auction' | 'game' | 'all-pass'): NamedRef[] => ['recordDiscovery', { type: 'classify', params: { at } }];

/** A talon irregularity of `kind`. */
export const talonIrregularity = (kind: TalonIrregularityKind, more: Omit<TalonIrregularityAt, 'kind'> = {}): NamedRef => ({
  type: 'talonIrregularity',
  params: { kind, ...more } satisfies TalonIrregularityAt,
});
type PlayMore = Omit<PlayIrregularityAt, 'kinds' | 'onAllPass'>;
const kindsOf = (k: PlayIrregularityKind | PlayIrregularityKind[]) => (Array.isArray(k) ? k : [k]);
/** A play irregularity of `kind` (or of one of the kinds a clause treats alike) in a game or misère. */
export const gameIrregularity = (kind: PlayIrregularityKind | PlayIrregularityKind[], more: PlayMore = {}): NamedRef => ({
  type: 'playIrregularity',
  params: { kinds: kindsOf(kind), onAllPass: false, ...more } satisfies PlayIrregularityAt,
});
/** A play irregularity of `kind` (or of one of the kinds a clause treats alike) on an all-pass. */
export const allPassIrregularity = (kind: PlayIrregularityKind | PlayIrregularityKind[], more: PlayMore = {}): NamedRef => ({
  type: 'playIrregularity',
  params: { kinds: kindsOf(kind), onAllPass: true, ...more } satisfies PlayIrregularityAt,
});

export const G47_NOTE = 'No club clause names this configuration (three wrong hands, or a wrong talon); under code-fallback the Code rules it.';
