/**
 * Clauses the registry quotes (so a committee reads the Code's whole irregularity chapter in one
 * place) but the model does not act on, each with the reason. test/structure/layout.test.ts
 * requires every registry clause to be named where it acts in src/rulesets/preferans, or here;
 * `cardlaw explore` lists the same clauses as "dead" (no reachable transition cites them).
 */
export const UNMODELLED_CLAUSES: Readonly<Record<string, string>> = {
  'CODE-3.1.2': 'a fourth player joining mid-game: the model plays a game with its players fixed from the start',
  'CODE-3.2.4': 'a card turned over while shuffling: the shuffle is not simulated (a deal starts from a shuffled deck)',
  'CODE-3.2.6': 'an improper cut: the cut is not simulated',
  'CODE-3.2.14': 'a deal out of turn: the dealer is always the one whose turn it is (the sheet decides who deals)',
  'CODE-3.2.16.a': 'a wrong count announced by its holder before play: the model finds wrong counts at the moments PCR-5 names, not by announcement',
  'CODE-3.2.16.c': "the holder's choice between a redeal and a card for the short hand: no such choice is modelled (PCR-5 decides)",
  'CODE-3.2.18': 'time limits on claims about the shuffle, cut and deal: those claims are not modelled',
  'CODE-3.3.15': 'the third hand taking the talon without bidding after two passes: the Code allows it in friendly games only; the modelled auction always bids',
  'CODE-3.4.12': 'advice from a bystander during the auction: bystanders are not modelled',
  'CODE-3.8.10': "how the defenders' open hands are laid out: presentation, no effect on a ruling",
  'CODE-3.9.14.4': "showing one's cards to claim the rest: claims are not modelled (every card is played)",
  'CODE-3.9.20': 'advice from a bystander during play: bystanders are not modelled',
  'CODE-fn74': 'the choice of whom to help has no financial effect: nothing to model',
};
