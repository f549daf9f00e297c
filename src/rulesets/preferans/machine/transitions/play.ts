/**
 * Play irregularities (the Code), in a game or misère (`play`, `replay`), on an all-pass
 * (`allPass.playing`) and claimed once play is over (`played`).
 *
 * Clause ids: CODE-3.4.9, CODE-3.9.11.2, CODE-3.9.12, CODE-3.9.14, CODE-3.9.14.1, CODE-3.9.14.2,
 * CODE-3.9.14.3, CODE-3.9.14.5, CODE-3.9.15, CODE-3.9.16, CODE-3.9.16.1, CODE-3.9.16.2,
 * CODE-3.9.21. Gap ids: PREF-C12. Rules: ../rules/play.ts.
 */
import type { TransitionConfig } from '../../../../core/statechart/definition.ts';
import { rule } from '../../../../core/machine/rule.ts';
import { allPassIrregularity, gameIrregularity } from './refs.ts';

// ── play irregularities (the Code) ──────────────────────────────────────────────────────────

// Each rule once; the states take the ones that can happen there (CODE-3.9.17: claims stay open
// until the result is written, but once play is over no card is played: no lead out of turn, and no
// revoke is corrected in its trick).
const G_LAST = rule(['CODE-3.9.21'], 'A revoke or a lead out of turn in the last trick has no consequence', { guard: gameIrregularity(['revoke', 'lead-out-of-turn'], { lastTrick: true }) });
const G_LAST_REVOKE = rule(['CODE-3.9.21'], 'A revoke in the last trick (a long hand still holds two cards there) claimed once play is over: no consequence', { guard: gameIrregularity('revoke', { lastTrick: true }) });
const G_REVOKE = rule(['CODE-3.9.16', 'CODE-3.9.16.2'], 'A revoke found after its trick: one trick penalty to the opponents (PREF-C12); the cards played since are replayed', {
  guard: gameIrregularity('revoke'),
  target: '#preferans.play',
  actions: ['code_3_9_16_2_revoke'],
  gaps: ['PREF-C12'],
});
const G_REVOKE_CORRECTED = rule(['CODE-3.9.16', 'CODE-3.9.16.1', 'CODE-3.9.15'], 'A revoke corrected in the same trick: the wrong card becomes an exposed card', {
  guard: gameIrregularity('revoke-corrected'),
  actions: ['exposeCard'],
});
const G_LEAD_DECLARER = rule(['CODE-3.9.14', 'CODE-3.9.14.2', 'CODE-3.9.15'], 'The declarer led out of turn: the card is exposed; the defenders may demand it be played', {
  guard: gameIrregularity('lead-out-of-turn', { byDeclarer: true }),
  actions: ['exposeCard'],
});
const G_LEAD_DEFENDER = rule(['CODE-3.9.14', 'CODE-3.9.14.1', 'CODE-3.9.15'], 'A defender led out of turn: the card is exposed and played at the first chance; the declarer may forbid or command the partner’s lead', {
  guard: gameIrregularity('lead-out-of-turn'),
  actions: ['exposeCard'],
});
const G_LATE = rule(['CODE-3.9.14.5'], 'A play out of turn noticed after its trick was complete: no penalty; the trick stands', { guard: gameIrregularity('out-of-turn-late') });
const G_LOOKED_AT_TRICK = rule(['CODE-3.9.11.2', 'CODE-3.9.12'], 'Looking at a trick other than the last: the offender loses one trick, given to no one', {
  guard: gameIrregularity('looked-at-trick'),
  actions: ['code_3_9_11_2_lookedAtTrick'],
});
const G_DISCARD_AFTER_LEAD = rule(['CODE-3.4.9'], 'The declarer looked at his discard after the first lead: minus one trick', { guard: gameIrregularity('looked-at-discard', { afterLead: true }), actions: ['code_3_4_9_lookedAtDiscard'] });
const G_DISCARD_BEFORE_LEAD = rule(['CODE-3.4.9'], 'The declarer looked at his discard before the first lead: the clause fines only a look after it', { guard: gameIrregularity('looked-at-discard') });

/** During the play of a game or misère (and its PCR-4 replay). */
export const GAME_IRREGULARITIES: TransitionConfig[] = [G_LAST, G_REVOKE, G_REVOKE_CORRECTED, G_LEAD_DECLARER, G_LEAD_DEFENDER, G_LATE, G_LOOKED_AT_TRICK, G_DISCARD_AFTER_LEAD, G_DISCARD_BEFORE_LEAD];

/**
 * Once a game's play is over (or it was not played: then no play irregularity can be claimed at
 * all, and the judge refuses one): the claims about the play. A played game has had its first
 * lead, so the look at the discard is the one after it.
 */
export const GAME_CLAIMS_AFTER_PLAY: TransitionConfig[] = [G_LAST_REVOKE, G_REVOKE, G_LATE, G_LOOKED_AT_TRICK, G_DISCARD_AFTER_LEAD];

const A_LAST = rule(['CODE-3.9.21'], 'A revoke or a lead out of turn in the last trick has no consequence', { guard: allPassIrregularity(['revoke', 'lead-out-of-turn'], { lastTrick: true }) });
const A_LAST_REVOKE = rule(['CODE-3.9.21'], 'A revoke in the last trick of an all-pass (a long hand still holds two cards there) claimed once play is over: no consequence', { guard: allPassIrregularity('revoke', { lastTrick: true }) });
const A_LEAD = rule(['CODE-3.9.14.3'], 'A lead out of turn on an all-pass: the offender takes all the remaining tricks', {
  guard: allPassIrregularity('lead-out-of-turn'),
  target: '#preferans.played',
  actions: ['code_3_9_14_3_takesRemaining'],
});
const A_REVOKE = rule(['CODE-3.9.16', 'CODE-3.9.16.2'], 'A revoke found after its trick on an all-pass: replayed from the revoke; the penalty trick is written for the offender', {
  guard: allPassIrregularity('revoke'),
  target: '#preferans.allPass.playing',
  actions: ['code_3_9_16_2_revoke'],
});
const A_REVOKE_CORRECTED = rule(['CODE-3.9.16', 'CODE-3.9.16.1', 'CODE-3.9.15'], 'A revoke corrected in the same trick: the wrong card becomes an exposed card', {
  guard: allPassIrregularity('revoke-corrected'),
  actions: ['exposeCard'],
});
const A_LATE = rule(['CODE-3.9.14.5'], 'A play out of turn noticed after its trick was complete: no penalty; the trick stands', { guard: allPassIrregularity('out-of-turn-late') });
const A_LOOKED_AT_TRICK = rule(['CODE-3.9.11.2', 'CODE-3.9.12'], 'Looking at a trick other than the last on an all-pass: he writes one more trick (PREF-C16)', {
  guard: allPassIrregularity('looked-at-trick'),
  actions: ['code_3_9_11_2_lookedAtTrick'],
});

/** During an all-pass's play (after its first card). */
export const ALLPASS_IRREGULARITIES: TransitionConfig[] = [A_LAST, A_LEAD, A_REVOKE, A_REVOKE_CORRECTED, A_LATE, A_LOOKED_AT_TRICK];

/** Once an all-pass's play is over (or stopped by a ruling): the claims about the play. */
export const ALLPASS_CLAIMS_AFTER_PLAY: TransitionConfig[] = [A_LAST_REVOKE, A_REVOKE, A_LATE, A_LOOKED_AT_TRICK];
