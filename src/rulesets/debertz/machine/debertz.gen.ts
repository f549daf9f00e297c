// GENERATED from the "debertz" machine definition by scripts/genStatechart.ts — do not edit.
// Regenerate with `npm run gen:statechart` after a change of states, transitions or guard/action names
// (test/unit/statechart/generated.test.ts fails when this file is stale). Implementations and
// static params are bound from the compiled table at run time: changing them needs no regeneration.
/* eslint-disable */
import type { Binding, Bound, Fn, Rt } from '../../../core/statechart/generatedRuntime.ts';

export const structure = "ad3cd19b99c2f1d7b6cece4158e976d1ee10fc09ababc9f6d774e2221c5cb524";
export const machineId = "debertz";
/** event codes: 0 DEALT, 1 DEALER_EXPOSED_CARD, 2 ORDERED, 3 ALL_PASSED, 4 MELDS, 5 TRICK, 6 IRREGULARITY, 7 PLAY_COMPLETE */
export const eventTypes: readonly string[] = ["DEALT","DEALER_EXPOSED_CARD","ORDERED","ALL_PASSED","MELDS","TRICK","IRREGULARITY","PLAY_COMPLETE"];

export function bind(b: Binding): Bound {
  const g0 = b.sites[0].fn as Fn; // guard specialPending
  const a1 = b.sites[1].fn as Fn; // action beginDeal
  const a2 = b.sites[2].fn as Fn; // action consult
  const a3 = b.sites[3].fn as Fn; // action cite
  const g4 = b.sites[5].fn as Fn; // guard specialPendingAndReading
  const a5 = b.sites[9].fn as Fn; // action dropSpecial
  const a6 = b.sites[10].fn as Fn; // action deb_6_3_redeal
  const a7 = b.sites[21].fn as Fn; // action recordOffence
  const a8 = b.sites[24].fn as Fn; // action recordOrder
  const a9 = b.sites[25].fn as Fn; // action allPassedRedeal
  const g10 = b.sites[28].fn as Fn; // guard readingIs
  const a11 = b.sites[31].fn as Fn; // action citeCause
  const a12 = b.sites[32].fn as Fn; // action preOrderBayd
  const a13 = b.sites[36].fn as Fn; // action preOrderRedeal
  const g14 = b.sites[37].fn as Fn; // guard declaresDeberc
  const a15 = b.sites[38].fn as Fn; // action recordMelds
  const a16 = b.sites[40].fn as Fn; // action recordTrick
  const g17 = b.sites[41].fn as Fn; // guard revokeIsSilent
  const a18 = b.sites[42].fn as Fn; // action recordSilentRevoke
  const g19 = b.sites[44].fn as Fn; // guard isRevoke
  const a20 = b.sites[48].fn as Fn; // action recordPlayComplete
  const g21 = b.sites[49].fn as Fn; // guard hasDeberc
  const a22 = b.sites[50].fn as Fn; // action deberc
  const a23 = b.sites[51].fn as Fn; // action closeDeal
  const g24 = b.sites[53].fn as Fn; // guard refereeBayd
  const a25 = b.sites[57].fn as Fn; // action deb_6_2_1_8_refereeBayd
  const g26 = b.sites[59].fn as Fn; // guard specialTieFailsOnTie
  const a27 = b.sites[62].fn as Fn; // action consultMulti
  const a28 = b.sites[63].fn as Fn; // action deb_6_2_1_baydOnPoints
  const g29 = b.sites[64].fn as Fn; // guard isTie
  const a30 = b.sites[67].fn as Fn; // action deb_6_2_2_1_deferBayd
  const g31 = b.sites[68].fn as Fn; // guard declarerMade
  const a32 = b.sites[70].fn as Fn; // action made
  const g33 = b.sites[74].fn as Fn; // guard someoneTrickless
  const a34 = b.sites[75].fn as Fn; // action deb_6_2_3_noTrickPenalty
  const g35 = b.sites[77].fn as Fn; // guard noTricklessBecauseStopped
  const a36 = b.sites[79].fn as Fn; // action deb_6_2_3_2_citeWithheld
  const g37 = b.sites[80].fn as Fn; // guard baydSideMarked
  const a38 = b.sites[81].fn as Fn; // action deb_6_2_1_4_markB
  const g39 = b.sites[82].fn as Fn; // guard deferredMarked
  const g40 = b.sites[85].fn as Fn; // guard deferredUnmarked
  const g41 = b.sites[87].fn as Fn; // guard specialMade
  const a42 = b.sites[88].fn as Fn; // action deb_6_2_2_5_a_potToDeclarer
  const g43 = b.sites[89].fn as Fn; // guard specialFailedSingle
  const a44 = b.sites[90].fn as Fn; // action deb_6_2_2_5_b_potToOpponent
  const g45 = b.sites[91].fn as Fn; // guard specialFailedMulti
  const a46 = b.sites[92].fn as Fn; // action deb_6_2_2_6_potSplit
  const g47 = b.sites[93].fn as Fn; // guard tieCarries
  const g48 = b.sites[95].fn as Fn; // guard anyProtocolEntry
  const g49 = b.sites[99].fn as Fn; // guard partyOverWithPot
  const a50 = b.sites[100].fn as Fn; // action closePotAtPartyEnd
  const a51 = b.sites[101].fn as Fn; // action decideWinner
  const g52 = b.sites[102].fn as Fn; // guard partyOver
  const p0 = b.sites[0].params,
    p1 = b.sites[1].params,
    p2 = b.sites[2].params,
    p3 = b.sites[3].params,
    p4 = b.sites[4].params,
    p5 = b.sites[5].params,
    p6 = b.sites[6].params,
    p7 = b.sites[7].params,
    p8 = b.sites[8].params,
    p9 = b.sites[9].params,
    p10 = b.sites[10].params,
    p11 = b.sites[11].params,
    p12 = b.sites[12].params,
    p13 = b.sites[13].params,
    p14 = b.sites[14].params,
    p15 = b.sites[15].params,
    p16 = b.sites[16].params,
    p17 = b.sites[17].params,
    p18 = b.sites[18].params,
    p19 = b.sites[19].params,
    p20 = b.sites[20].params,
    p21 = b.sites[21].params,
    p22 = b.sites[22].params,
    p23 = b.sites[23].params,
    p24 = b.sites[24].params,
    p25 = b.sites[25].params,
    p26 = b.sites[26].params,
    p27 = b.sites[27].params,
    p28 = b.sites[28].params,
    p29 = b.sites[29].params,
    p30 = b.sites[30].params,
    p31 = b.sites[31].params,
    p32 = b.sites[32].params,
    p33 = b.sites[33].params,
    p34 = b.sites[34].params,
    p35 = b.sites[35].params,
    p36 = b.sites[36].params,
    p37 = b.sites[37].params,
    p38 = b.sites[38].params,
    p39 = b.sites[39].params,
    p40 = b.sites[40].params,
    p41 = b.sites[41].params,
    p42 = b.sites[42].params,
    p43 = b.sites[43].params,
    p44 = b.sites[44].params,
    p45 = b.sites[45].params,
    p46 = b.sites[46].params,
    p47 = b.sites[47].params,
    p48 = b.sites[48].params,
    p49 = b.sites[49].params,
    p50 = b.sites[50].params,
    p51 = b.sites[51].params,
    p52 = b.sites[52].params,
    p53 = b.sites[53].params,
    p54 = b.sites[54].params,
    p55 = b.sites[55].params,
    p56 = b.sites[56].params,
    p57 = b.sites[57].params,
    p58 = b.sites[58].params,
    p59 = b.sites[59].params,
    p60 = b.sites[60].params,
    p61 = b.sites[61].params,
    p62 = b.sites[62].params,
    p63 = b.sites[63].params,
    p64 = b.sites[64].params,
    p65 = b.sites[65].params,
    p66 = b.sites[66].params,
    p67 = b.sites[67].params,
    p68 = b.sites[68].params,
    p69 = b.sites[69].params,
    p70 = b.sites[70].params,
    p71 = b.sites[71].params,
    p72 = b.sites[72].params,
    p73 = b.sites[73].params,
    p74 = b.sites[74].params,
    p75 = b.sites[75].params,
    p76 = b.sites[76].params,
    p77 = b.sites[77].params,
    p78 = b.sites[78].params,
    p79 = b.sites[79].params,
    p80 = b.sites[80].params,
    p81 = b.sites[81].params,
    p82 = b.sites[82].params,
    p83 = b.sites[83].params,
    p84 = b.sites[84].params,
    p85 = b.sites[85].params,
    p86 = b.sites[86].params,
    p87 = b.sites[87].params,
    p88 = b.sites[88].params,
    p89 = b.sites[89].params,
    p90 = b.sites[90].params,
    p91 = b.sites[91].params,
    p92 = b.sites[92].params,
    p93 = b.sites[93].params,
    p94 = b.sites[94].params,
    p95 = b.sites[95].params,
    p96 = b.sites[96].params,
    p97 = b.sites[97].params,
    p98 = b.sites[98].params,
    p99 = b.sites[99].params,
    p100 = b.sites[100].params,
    p101 = b.sites[101].params,
    p102 = b.sites[102].params,
    p103 = b.sites[103].params;
  const d0 = b.doneEvent(0); // xstate.done.state.debertz

  /** awaitingDeal: events */
  function on1(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 0: { // DEALT
        // transition 0: awaitingDeal DEALT[0] -> play
        if (g0(c, e, p0)) {
          a1(c, e, p1); // beginDeal
          a2(c, e, p2); // consult
          a3(c, e, p3); // cite
          rt.stateIndex = 4; // play
          rt.fire(0);
          return;
        }
        // transition 1: awaitingDeal DEALT[1] -> bidding
        a1(c, e, p4); // beginDeal
        rt.stateIndex = 2; // bidding
        rt.fire(1);
        return;
      }
      case 1: { // DEALER_EXPOSED_CARD
        // transition 2: awaitingDeal DEALER_EXPOSED_CARD[0] -> (targetless)
        if (g4(c, e, p5)) {
          a1(c, e, p6); // beginDeal
          a2(c, e, p7); // consult
          a3(c, e, p8); // cite
          a5(c, e, p9); // dropSpecial
          a6(c, e, p10); // deb_6_3_redeal
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(2);
          return;
        }
        // transition 3: awaitingDeal DEALER_EXPOSED_CARD[1] -> (targetless)
        if (g0(c, e, p11)) {
          a1(c, e, p12); // beginDeal
          a2(c, e, p13); // consult
          a3(c, e, p14); // cite
          a6(c, e, p15); // deb_6_3_redeal
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(3);
          return;
        }
        // transition 4: awaitingDeal DEALER_EXPOSED_CARD[2] -> (targetless)
        a1(c, e, p16); // beginDeal
        a3(c, e, p17); // cite
        a6(c, e, p18); // deb_6_3_redeal
        rt.stateIndex = 1; // awaitingDeal
        rt.fire(4);
        return;
      }
      case 6: { // IRREGULARITY
        // transition 5: awaitingDeal IRREGULARITY[0] -> ruling
        if (g0(c, e, p19)) {
          a1(c, e, p20); // beginDeal
          a7(c, e, p21); // recordOffence
          rt.stateIndex = 6; // ruling.outcome
          rt.fire(5);
          return;
        }
        // transition 6: awaitingDeal IRREGULARITY[1] -> preOrder
        a1(c, e, p22); // beginDeal
        a7(c, e, p23); // recordOffence
        rt.stateIndex = 3; // preOrder
        rt.fire(6);
        return;
      }
    }
  }
  /** bidding: events */
  function on2(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 2: { // ORDERED
        // transition 7: bidding ORDERED[0] -> play
        a8(c, e, p24); // recordOrder
        rt.stateIndex = 4; // play
        rt.fire(7);
        return;
      }
      case 3: { // ALL_PASSED
        // transition 8: bidding ALL_PASSED[0] -> awaitingDeal
        a9(c, e, p25); // allPassedRedeal
        a2(c, e, p26); // consult
        rt.stateIndex = 1; // awaitingDeal
        rt.fire(8);
        return;
      }
      case 6: { // IRREGULARITY
        // transition 9: bidding IRREGULARITY[0] -> preOrder
        a7(c, e, p27); // recordOffence
        rt.stateIndex = 3; // preOrder
        rt.fire(9);
        return;
      }
    }
  }
  /** preOrder: always (-1 none taken, 0 taken without change, 1 taken) */
  function always3(rt: Rt, c: any, e: any): number {
    // transition 10: preOrder always[0] -> ruling.marks
    if (g10(c, e, p28)) {
      rt.tick();
      a2(c, e, p29); // consult
      a3(c, e, p30); // cite
      a11(c, e, p31); // citeCause
      a12(c, e, p32); // preOrderBayd
      rt.stateIndex = 8; // ruling.marks
      rt.fire(10);
      return 1;
    }
    // transition 11: preOrder always[1] -> ruling.protocol
    rt.tick();
    a2(c, e, p33); // consult
    a3(c, e, p34); // cite
    a11(c, e, p35); // citeCause
    a13(c, e, p36); // preOrderRedeal
    rt.stateIndex = 10; // ruling.protocol
    rt.fire(11);
    return 1;
  }
  /** play: events */
  function on4(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 4: { // MELDS
        // transition 12: play MELDS[0] -> ruling
        if (g14(c, e, p37)) {
          a15(c, e, p38); // recordMelds
          rt.stateIndex = 6; // ruling.outcome
          rt.fire(12);
          return;
        }
        // transition 13: play MELDS[1] -> (targetless)
        a15(c, e, p39); // recordMelds
        rt.stateIndex = 4; // play
        rt.fire(13);
        return;
      }
      case 5: { // TRICK
        // transition 14: play TRICK[0] -> (targetless)
        a16(c, e, p40); // recordTrick
        rt.stateIndex = 4; // play
        rt.fire(14);
        return;
      }
      case 6: { // IRREGULARITY
        // transition 15: play IRREGULARITY[0] -> (targetless)
        if (g17(c, e, p41)) {
          a18(c, e, p42); // recordSilentRevoke
          a2(c, e, p43); // consult
          rt.stateIndex = 4; // play
          rt.fire(15);
          return;
        }
        // transition 16: play IRREGULARITY[1] -> ruling
        if (g19(c, e, p44)) {
          a7(c, e, p45); // recordOffence
          a2(c, e, p46); // consult
          rt.stateIndex = 6; // ruling.outcome
          rt.fire(16);
          return;
        }
        // transition 17: play IRREGULARITY[2] -> ruling
        a7(c, e, p47); // recordOffence
        rt.stateIndex = 6; // ruling.outcome
        rt.fire(17);
        return;
      }
      case 7: { // PLAY_COMPLETE
        // transition 18: play PLAY_COMPLETE[0] -> ruling
        a20(c, e, p48); // recordPlayComplete
        rt.stateIndex = 6; // ruling.outcome
        rt.fire(18);
        return;
      }
    }
  }
  /** ruling.outcome: always (-1 none taken, 0 taken without change, 1 taken) */
  function always6(rt: Rt, c: any, e: any): number {
    // transition 19: ruling.outcome always[0] -> ruling.closing
    if (g21(c, e, p49)) {
      rt.tick();
      a22(c, e, p50); // deberc
      a23(c, e, p51); // closeDeal
      a2(c, e, p52); // consult
      rt.stateIndex = 11; // ruling.closing
      rt.fire(19);
      return 1;
    }
    // transition 20: ruling.outcome always[1] -> ruling.noTrick
    if (g24(c, e, p53)) {
      rt.tick();
      a2(c, e, p54); // consult
      a3(c, e, p55); // cite
      a11(c, e, p56); // citeCause
      a25(c, e, p57); // deb_6_2_1_8_refereeBayd
      a3(c, e, p58); // cite
      rt.stateIndex = 7; // ruling.noTrick
      rt.fire(20);
      return 1;
    }
    // transition 21: ruling.outcome always[2] -> ruling.noTrick
    if (g26(c, e, p59)) {
      rt.tick();
      a2(c, e, p60); // consult
      a3(c, e, p61); // cite
      a27(c, e, p62); // consultMulti
      a28(c, e, p63); // deb_6_2_1_baydOnPoints
      rt.stateIndex = 7; // ruling.noTrick
      rt.fire(21);
      return 1;
    }
    // transition 22: ruling.outcome always[3] -> ruling.noTrick
    if (g29(c, e, p64)) {
      rt.tick();
      a3(c, e, p65); // cite
      a27(c, e, p66); // consultMulti
      a30(c, e, p67); // deb_6_2_2_1_deferBayd
      rt.stateIndex = 7; // ruling.noTrick
      rt.fire(22);
      return 1;
    }
    // transition 23: ruling.outcome always[4] -> ruling.noTrick
    if (g31(c, e, p68)) {
      rt.tick();
      a27(c, e, p69); // consultMulti
      a32(c, e, p70); // made
      rt.stateIndex = 7; // ruling.noTrick
      rt.fire(23);
      return 1;
    }
    // transition 24: ruling.outcome always[5] -> ruling.noTrick
    rt.tick();
    a3(c, e, p71); // cite
    a27(c, e, p72); // consultMulti
    a28(c, e, p73); // deb_6_2_1_baydOnPoints
    rt.stateIndex = 7; // ruling.noTrick
    rt.fire(24);
    return 1;
  }
  /** ruling.noTrick: always (-1 none taken, 0 taken without change, 1 taken) */
  function always7(rt: Rt, c: any, e: any): number {
    // transition 25: ruling.noTrick always[0] -> ruling.marks
    if (g33(c, e, p74)) {
      rt.tick();
      a34(c, e, p75); // deb_6_2_3_noTrickPenalty
      a2(c, e, p76); // consult
      rt.stateIndex = 8; // ruling.marks
      rt.fire(25);
      return 1;
    }
    // transition 26: ruling.noTrick always[1] -> ruling.marks
    if (g35(c, e, p77)) {
      rt.tick();
      a2(c, e, p78); // consult
      a36(c, e, p79); // deb_6_2_3_2_citeWithheld
      rt.stateIndex = 8; // ruling.marks
      rt.fire(26);
      return 1;
    }
    // transition 27: ruling.noTrick always[2] -> ruling.marks
    rt.tick();
    rt.stateIndex = 8; // ruling.marks
    rt.fire(27);
    return 1;
  }
  /** ruling.marks: always (-1 none taken, 0 taken without change, 1 taken) */
  function always8(rt: Rt, c: any, e: any): number {
    // transition 28: ruling.marks always[0] -> ruling.pot
    if (g37(c, e, p80)) {
      rt.tick();
      a38(c, e, p81); // deb_6_2_1_4_markB
      rt.stateIndex = 9; // ruling.pot
      rt.fire(28);
      return 1;
    }
    // transition 29: ruling.marks always[1] -> ruling.pot
    if (g39(c, e, p82)) {
      rt.tick();
      a2(c, e, p83); // consult
      a38(c, e, p84); // deb_6_2_1_4_markB
      rt.stateIndex = 9; // ruling.pot
      rt.fire(29);
      return 1;
    }
    // transition 30: ruling.marks always[2] -> ruling.pot
    if (g40(c, e, p85)) {
      rt.tick();
      a2(c, e, p86); // consult
      rt.stateIndex = 9; // ruling.pot
      rt.fire(30);
      return 1;
    }
    // transition 31: ruling.marks always[3] -> ruling.pot
    rt.tick();
    rt.stateIndex = 9; // ruling.pot
    rt.fire(31);
    return 1;
  }
  /** ruling.pot: always (-1 none taken, 0 taken without change, 1 taken) */
  function always9(rt: Rt, c: any, e: any): number {
    // transition 32: ruling.pot always[0] -> ruling.protocol
    if (g41(c, e, p87)) {
      rt.tick();
      a42(c, e, p88); // deb_6_2_2_5_a_potToDeclarer
      rt.stateIndex = 10; // ruling.protocol
      rt.fire(32);
      return 1;
    }
    // transition 33: ruling.pot always[1] -> ruling.protocol
    if (g43(c, e, p89)) {
      rt.tick();
      a44(c, e, p90); // deb_6_2_2_5_b_potToOpponent
      rt.stateIndex = 10; // ruling.protocol
      rt.fire(33);
      return 1;
    }
    // transition 34: ruling.pot always[2] -> ruling.protocol
    if (g45(c, e, p91)) {
      rt.tick();
      a46(c, e, p92); // deb_6_2_2_6_potSplit
      rt.stateIndex = 10; // ruling.protocol
      rt.fire(34);
      return 1;
    }
    // transition 35: ruling.pot always[3] -> ruling.protocol
    if (g47(c, e, p93)) {
      rt.tick();
      a2(c, e, p94); // consult
      rt.stateIndex = 10; // ruling.protocol
      rt.fire(35);
      return 1;
    }
    // transition 36: ruling.pot always[4] -> ruling.protocol
    rt.tick();
    rt.stateIndex = 10; // ruling.protocol
    rt.fire(36);
    return 1;
  }
  /** ruling.protocol: always (-1 none taken, 0 taken without change, 1 taken) */
  function always10(rt: Rt, c: any, e: any): number {
    // transition 37: ruling.protocol always[0] -> ruling.closing
    if (g48(c, e, p95)) {
      rt.tick();
      a3(c, e, p96); // cite
      a23(c, e, p97); // closeDeal
      rt.stateIndex = 11; // ruling.closing
      rt.fire(37);
      return 1;
    }
    // transition 38: ruling.protocol always[1] -> ruling.closing
    rt.tick();
    a23(c, e, p98); // closeDeal
    rt.stateIndex = 11; // ruling.closing
    rt.fire(38);
    return 1;
  }
  /** ruling.closing: always (-1 none taken, 0 taken without change, 1 taken) */
  function always11(rt: Rt, c: any, e: any): number {
    // transition 39: ruling.closing always[0] -> over
    if (g49(c, e, p99)) {
      rt.tick();
      a50(c, e, p100); // closePotAtPartyEnd
      a51(c, e, p101); // decideWinner
      rt.stateIndex = 12; // over
      rt.raise(d0);
      rt.done = true;
      rt.fire(39);
      return 1;
    }
    // transition 40: ruling.closing always[1] -> over
    if (g52(c, e, p102)) {
      rt.tick();
      a51(c, e, p103); // decideWinner
      rt.stateIndex = 12; // over
      rt.raise(d0);
      rt.done = true;
      rt.fire(40);
      return 1;
    }
    // transition 41: ruling.closing always[2] -> awaitingDeal
    rt.tick();
    rt.stateIndex = 1; // awaitingDeal
    rt.fire(41);
    return 1;
  }

  return {
    hasAlways: Uint8Array.of(0, 0, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0),
    init(rt: Rt, c: any, e: any): void {
      rt.stateIndex = 1; // awaitingDeal
    },
    on(rt: Rt, c: any, e: any, k: number): void {
      switch (rt.stateIndex) {
        case 1: on1(rt, c, e, k); return;
        case 2: on2(rt, c, e, k); return;
        case 4: on4(rt, c, e, k); return;
      }
    },
    always(rt: Rt, c: any, e: any): number {
      switch (rt.stateIndex) {
        case 3: return always3(rt, c, e);
        case 6: return always6(rt, c, e);
        case 7: return always7(rt, c, e);
        case 8: return always8(rt, c, e);
        case 9: return always9(rt, c, e);
        case 10: return always10(rt, c, e);
        case 11: return always11(rt, c, e);
        default: return -1;
      }
    },
  };
}
