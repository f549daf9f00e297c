/**
 * The guard and action references the Preferans transitions share: the governing texts a rule
 * applies under (PREF-RULES), where a wrong count was found, a talon or play irregularity, and the
 * note of PREF-G47. The guards themselves are in ../rules/ (discovery.ts, talon.ts, play.ts).
 */
import type { NamedRef } from '../../../../core/statechart/definition.ts';

export const CLUB = ['club'];
export const CLUBS = ['club', 'club-old'];
export const OLD = ['club-old'];
export const CODE = ['code'];
export const ANY = ['club', 'club-old', 'code'];

type DiscAt = 'auction' | 'game' | 'all-pass';
export const disc = (at: DiscAt, points: string[], rules: string[], extra: Record<string, unknown> = {}): NamedRef => ({ type: 'disc', params: { at, points, rules, ...extra } });
export const irr = (kind: string | string[], extra: Record<string, unknown> = {}): NamedRef => ({ type: 'irr', params: { kind, ...extra } });
export const found = (at: DiscAt): NamedRef[] => ['recordDiscovery', { type: 'classify', params: { at } }];

export const G47_NOTE = 'No club clause names this configuration (three wrong hands, or a wrong talon); under code-fallback the Code rules it.';
