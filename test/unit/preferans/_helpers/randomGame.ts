import { cardsOf, createRng, shuffledDeck, type Rng } from '../../../../src/core/cards/index.ts';
import {
  MISERE,
  PASS,
  applyCall,
  applyWhistCall,
  takeTalon,
  dealCards,
  defendersOf,
  isPlayOver,
  legalCalls,
  legalContracts,
  legalPlaysNow,
  nameContract,
  newSheet,
  nextAllPassRun,
  playCard,
  scoreAllPass,
  scoreHalfWhist,
  scoreMisere,
  scorePlayedGame,
  scoreUnwhisted,
  sitterOf,
  startAllPassPlay,
  startAuction,
  startContractPlay,
  startWhist,
  whistOptions,
  whistRulesOf,
  writeEntries,
  type AuctionState,
  type PlayState,
  type PlayerCount,
  type PreferansVariant,
  type RunEffect,
  type Sheet,
  type SheetEntry,
  type WhistState,
} from '../../../../src/rulesets/preferans/mechanics/index.ts';

export interface DealRecord {
  readonly kind: 'all-pass' | 'misere' | 'unwhisted' | 'half-whist' | 'played';
  readonly entries: readonly SheetEntry[];
  readonly written: readonly SheetEntry[];
  readonly sheet: Sheet;
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)];

function playOut(rng: Rng, s: PlayState): PlayState {
  while (!isPlayOver(s)) s = playCard(s, pick(rng, cardsOf(legalPlaysNow(s))));
  return s;
}

/**
 * A whole game of random legal decisions through the real mechanics: deal, auction, talon,
 * whisting, play, scoring, writing. Returns the sheet after every deal.
 */
export function randomGame(seed: number, variant: PreferansVariant, players: PlayerCount, deals: number): DealRecord[] {
  const rng = createRng(seed);
  let sheet = newSheet(players);
  let run = 0;
  const out: DealRecord[] = [];
  for (let d = 0; d < deals; d++) {
    const dealer = d % players;
    const deal = dealCards(shuffledDeck(rng), dealer, players);
    const sitter = sitterOf(dealer, players);
    let auction: AuctionState = startAuction(deal.order);
    while (auction.status === 'open') {
      const legal = legalCalls(auction);
      auction = applyCall(auction, rng.float() < 0.45 ? PASS : pick(rng, legal));
    }
    let entries: SheetEntry[];
    let kind: DealRecord['kind'];
    let effect: RunEffect;
    if (auction.result.kind === 'all-pass') {
      const played = playOut(rng, startAllPassPlay(players, deal.order, deal.hands, deal.talon, dealer, { useTalon: variant.allPass.talon === 'used' }));
      entries = scoreAllPass({ players, tricks: played.tricks, sitter, run }, variant);
      kind = 'all-pass';
      effect = 'all-pass';
    } else {
      const { declarer, bid } = auction.result;
      const twelve = cardsOf(takeTalon(deal.hands[declarer], deal.talon));
      const a = pick(rng, twelve);
      const b = pick(rng, twelve.filter((c) => c !== a));
      const options = legalContracts(bid);
      const contract = rng.float() < 0.7 ? options[0] : pick(rng, options);
      const named = nameContract(bid, deal.hands[declarer], deal.talon, ((1 << a) | (1 << b)) >>> 0, contract);
      const hands = deal.hands.slice();
      hands[declarer] = named.hand;
      if (contract === MISERE) {
        const played = playOut(rng, startContractPlay(contract, players, deal.order, hands));
        entries = scoreMisere(declarer, played.tricks[declarer], variant);
        kind = 'misere';
        effect = 'played';
      } else {
        let w: WhistState = startWhist(contract, declarer, defendersOf(deal.order, declarer), sitter, whistRulesOf(variant));
        while (w.status === 'open') w = applyWhistCall(w, pick(rng, whistOptions(w)));
        const outcome = w.outcome;
        if (outcome.kind === 'unwhisted') {
          entries = scoreUnwhisted(contract, declarer, variant);
          kind = 'unwhisted';
          effect = 'unplayed';
        } else if (outcome.kind === 'half-whist') {
          entries = scoreHalfWhist(contract, declarer, outcome.halfWhister, variant);
          kind = 'half-whist';
          effect = 'unplayed';
        } else {
          const played = playOut(rng, startContractPlay(contract, players, deal.order, hands));
          entries = scorePlayedGame({ contract, declarer, players, whist: outcome, tricks: played.tricks }, variant);
          kind = 'played';
          effect = 'played';
        }
      }
    }
    run = nextAllPassRun(variant, run, effect);
    const result = writeEntries(sheet, entries, variant);
    sheet = result.sheet;
    out.push({ kind, entries, written: result.written, sheet });
  }
  return out;
}
