// GENERATED from the "preferans" machine definition by scripts/genStatechart.ts — do not edit.
// Regenerate with `npm run gen:statechart` after a change of states, transitions or guard/action names
// (test/unit/statechart/generated.test.ts fails when this file is stale). Implementations and
// static params are bound from the compiled table at run time: changing them needs no regeneration.
/* eslint-disable */
import type { Binding, Bound, Fn, Rt } from '../../../core/statechart/generatedRuntime.ts';

export const structure = "fafaf0fba263b3660ff95574418b1e30fc998a785bfe2b73b4fc42878c027b57";
export const machineId = "preferans";
/** event codes: 0 MISDEAL, 1 DEALT, 2 CALL, 3 AUCTION_WON, 4 ALL_PASSED, 5 CONTRACT, 6 WHIST, 7 LED, 8 TRICK, 9 PLAY_COMPLETE, 10 COUNT_DISCOVERED, 11 CHOICE, 12 IRREGULARITY, 13 SCORE */
export const eventTypes: readonly string[] = ["MISDEAL","DEALT","CALL","AUCTION_WON","ALL_PASSED","CONTRACT","WHIST","LED","TRICK","PLAY_COMPLETE","COUNT_DISCOVERED","CHOICE","IRREGULARITY","SCORE"];

export function bind(b: Binding): Bound {
  const a0 = b.sites[0].fn as Fn; // action beginDeal
  const a1 = b.sites[1].fn as Fn; // action recordDeal
  const g2 = b.sites[2].fn as Fn; // guard talonPairAllowed
  const a3 = b.sites[4].fn as Fn; // action consult
  const a4 = b.sites[5].fn as Fn; // action cite
  const g5 = b.sites[6].fn as Fn; // guard misdealUnderClub
  const a6 = b.sites[9].fn as Fn; // action g47_redealNoFine
  const g7 = b.sites[10].fn as Fn; // guard dealerRepeats
  const a8 = b.sites[12].fn as Fn; // action consultMisdeal
  const a9 = b.sites[14].fn as Fn; // action code_3_2_17_dealerRemiz
  const g10 = b.sites[15].fn as Fn; // guard misdealIs
  const a11 = b.sites[18].fn as Fn; // action code_3_2_15_redeal
  const g12 = b.sites[32].fn as Fn; // guard lateUnder
  const a13 = b.sites[35].fn as Fn; // action recordDiscovery
  const g14 = b.sites[36].fn as Fn; // guard lateUnplayed
  const a15 = b.sites[40].fn as Fn; // action lateFines
  const a16 = b.sites[44].fn as Fn; // action noClubClause
  const g17 = b.sites[45].fn as Fn; // guard lateClaimBarred
  const g18 = b.sites[49].fn as Fn; // guard lateClaim
  const g19 = b.sites[53].fn as Fn; // guard gameOver
  const a20 = b.sites[54].fn as Fn; // action recordCall
  const a21 = b.sites[55].fn as Fn; // action recordWin
  const a22 = b.sites[56].fn as Fn; // action startAllPass
  const g23 = b.sites[57].fn as Fn; // guard foundBeforeContract
  const a24 = b.sites[59].fn as Fn; // action classify
  const a25 = b.sites[61].fn as Fn; // action code_3_2_13_redeal
  const a26 = b.sites[66].fn as Fn; // action code_3_2_16_redeal
  const a27 = b.sites[71].fn as Fn; // action pcr_old_1_redeal
  const a28 = b.sites[76].fn as Fn; // action pcr_old_2_2_fineAndRedeal
  const a29 = b.sites[81].fn as Fn; // action pcr_1_redeal
  const a30 = b.sites[86].fn as Fn; // action pcr_1_findAndReturn
  const a31 = b.sites[91].fn as Fn; // action pcr_2_2_oneTrick
  const a32 = b.sites[96].fn as Fn; // action pcr_2_1_twoDown
  const a33 = b.sites[101].fn as Fn; // action pcr_2_3_fineEach
  const a34 = b.sites[102].fn as Fn; // action pcr_2_3_redealOtherwise
  const a35 = b.sites[112].fn as Fn; // action redealNoFine
  const a36 = b.sites[117].fn as Fn; // action code_redeal
  const a37 = b.sites[118].fn as Fn; // action clubSilent
  const g38 = b.sites[119].fn as Fn; // guard talonIrregularity
  const a39 = b.sites[121].fn as Fn; // action code_3_2_21_peek
  const a40 = b.sites[122].fn as Fn; // action code_3_2_19_barred
  const a41 = b.sites[141].fn as Fn; // action code_3_3_16_3_damages
  const g42 = b.sites[144].fn as Fn; // guard redealDemanded
  const a43 = b.sites[146].fn as Fn; // action redealOnDemand
  const a44 = b.sites[147].fn as Fn; // action playOn
  const g45 = b.sites[148].fn as Fn; // guard outcomeIs
  const g46 = b.sites[149].fn as Fn; // guard resumeTo
  const a47 = b.sites[151].fn as Fn; // action resumeAuction
  const a48 = b.sites[152].fn as Fn; // action recordContract
  const g49 = b.sites[215].fn as Fn; // guard whistIs
  const a50 = b.sites[216].fn as Fn; // action recordWhist
  const a51 = b.sites[218].fn as Fn; // action recordLed
  const a52 = b.sites[219].fn as Fn; // action recordTrick
  const a53 = b.sites[220].fn as Fn; // action recordPlayComplete
  const g54 = b.sites[221].fn as Fn; // guard foundInGame
  const a55 = b.sites[225].fn as Fn; // action code_3_4_6_twoDown
  const a56 = b.sites[230].fn as Fn; // action code_3_9_18_duringPlay
  const a57 = b.sites[252].fn as Fn; // action pcr_3_contractWithWrongCount
  const a58 = b.sites[258].fn as Fn; // action pcr_4_cannotMakeUp
  const a59 = b.sites[264].fn as Fn; // action pcr_4_replayOpen
  const a60 = b.sites[276].fn as Fn; // action pcr_3_defenders
  const g61 = b.sites[294].fn as Fn; // guard playIrregularity
  const a62 = b.sites[299].fn as Fn; // action code_3_9_16_2_revoke
  const a63 = b.sites[302].fn as Fn; // action exposeCard
  const a64 = b.sites[313].fn as Fn; // action code_3_9_11_2_lookedAtTrick
  const a65 = b.sites[316].fn as Fn; // action code_3_4_9_lookedAtDiscard
  const g66 = b.sites[348].fn as Fn; // guard foundOnAllPass
  const a67 = b.sites[352].fn as Fn; // action code_3_2_16_return
  const a68 = b.sites[367].fn as Fn; // action pcr_5_1_foundPlayOn
  const a69 = b.sites[372].fn as Fn; // action pcr_5_1_redeal
  const a70 = b.sites[377].fn as Fn; // action pcr_6_1_twoEach
  const a71 = b.sites[408].fn as Fn; // action code_3_2_19_allPass
  const a72 = b.sites[423].fn as Fn; // action code_fn15_dealCounts
  const a73 = b.sites[428].fn as Fn; // action pcr_5_2_1_revoke
  const a74 = b.sites[438].fn as Fn; // action pcr_5_2_1_playOn
  const a75 = b.sites[443].fn as Fn; // action pcr_5_2_2_redeal
  const a76 = b.sites[448].fn as Fn; // action pcr_5_2_3_notFound
  const a77 = b.sites[453].fn as Fn; // action pcr_6_2_fiveEach
  const a78 = b.sites[480].fn as Fn; // action code_3_9_14_3_takesRemaining
  const a79 = b.sites[646].fn as Fn; // action scoreRedeal
  const a80 = b.sites[648].fn as Fn; // action scoreStopped
  const g81 = b.sites[649].fn as Fn; // guard kindIs
  const a82 = b.sites[650].fn as Fn; // action scoreAllPass
  const a83 = b.sites[652].fn as Fn; // action scoreMisere
  const g84 = b.sites[653].fn as Fn; // guard unplayedContract
  const a85 = b.sites[654].fn as Fn; // action scoreUnplayed
  const a86 = b.sites[655].fn as Fn; // action scoreGame
  const a87 = b.sites[656].fn as Fn; // action closeDeal
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
    p103 = b.sites[103].params,
    p104 = b.sites[104].params,
    p105 = b.sites[105].params,
    p106 = b.sites[106].params,
    p107 = b.sites[107].params,
    p108 = b.sites[108].params,
    p109 = b.sites[109].params,
    p110 = b.sites[110].params,
    p111 = b.sites[111].params,
    p112 = b.sites[112].params,
    p113 = b.sites[113].params,
    p114 = b.sites[114].params,
    p115 = b.sites[115].params,
    p116 = b.sites[116].params,
    p117 = b.sites[117].params,
    p118 = b.sites[118].params,
    p119 = b.sites[119].params,
    p120 = b.sites[120].params,
    p121 = b.sites[121].params,
    p122 = b.sites[122].params,
    p123 = b.sites[123].params,
    p124 = b.sites[124].params,
    p125 = b.sites[125].params,
    p126 = b.sites[126].params,
    p127 = b.sites[127].params,
    p128 = b.sites[128].params,
    p129 = b.sites[129].params,
    p130 = b.sites[130].params,
    p131 = b.sites[131].params,
    p132 = b.sites[132].params,
    p133 = b.sites[133].params,
    p134 = b.sites[134].params,
    p135 = b.sites[135].params,
    p136 = b.sites[136].params,
    p137 = b.sites[137].params,
    p138 = b.sites[138].params,
    p139 = b.sites[139].params,
    p140 = b.sites[140].params,
    p141 = b.sites[141].params,
    p142 = b.sites[142].params,
    p143 = b.sites[143].params,
    p144 = b.sites[144].params,
    p145 = b.sites[145].params,
    p146 = b.sites[146].params,
    p147 = b.sites[147].params,
    p148 = b.sites[148].params,
    p149 = b.sites[149].params,
    p150 = b.sites[150].params,
    p151 = b.sites[151].params,
    p152 = b.sites[152].params,
    p153 = b.sites[153].params,
    p154 = b.sites[154].params,
    p155 = b.sites[155].params,
    p156 = b.sites[156].params,
    p157 = b.sites[157].params,
    p158 = b.sites[158].params,
    p159 = b.sites[159].params,
    p160 = b.sites[160].params,
    p161 = b.sites[161].params,
    p162 = b.sites[162].params,
    p163 = b.sites[163].params,
    p164 = b.sites[164].params,
    p165 = b.sites[165].params,
    p166 = b.sites[166].params,
    p167 = b.sites[167].params,
    p168 = b.sites[168].params,
    p169 = b.sites[169].params,
    p170 = b.sites[170].params,
    p171 = b.sites[171].params,
    p172 = b.sites[172].params,
    p173 = b.sites[173].params,
    p174 = b.sites[174].params,
    p175 = b.sites[175].params,
    p176 = b.sites[176].params,
    p177 = b.sites[177].params,
    p178 = b.sites[178].params,
    p179 = b.sites[179].params,
    p180 = b.sites[180].params,
    p181 = b.sites[181].params,
    p182 = b.sites[182].params,
    p183 = b.sites[183].params,
    p184 = b.sites[184].params,
    p185 = b.sites[185].params,
    p186 = b.sites[186].params,
    p187 = b.sites[187].params,
    p188 = b.sites[188].params,
    p189 = b.sites[189].params,
    p190 = b.sites[190].params,
    p191 = b.sites[191].params,
    p192 = b.sites[192].params,
    p193 = b.sites[193].params,
    p194 = b.sites[194].params,
    p195 = b.sites[195].params,
    p196 = b.sites[196].params,
    p197 = b.sites[197].params,
    p198 = b.sites[198].params,
    p199 = b.sites[199].params,
    p200 = b.sites[200].params,
    p201 = b.sites[201].params,
    p202 = b.sites[202].params,
    p203 = b.sites[203].params,
    p204 = b.sites[204].params,
    p205 = b.sites[205].params,
    p206 = b.sites[206].params,
    p207 = b.sites[207].params,
    p208 = b.sites[208].params,
    p209 = b.sites[209].params,
    p210 = b.sites[210].params,
    p211 = b.sites[211].params,
    p212 = b.sites[212].params,
    p213 = b.sites[213].params,
    p214 = b.sites[214].params,
    p215 = b.sites[215].params,
    p216 = b.sites[216].params,
    p217 = b.sites[217].params,
    p218 = b.sites[218].params,
    p219 = b.sites[219].params,
    p220 = b.sites[220].params,
    p221 = b.sites[221].params,
    p222 = b.sites[222].params,
    p223 = b.sites[223].params,
    p224 = b.sites[224].params,
    p225 = b.sites[225].params,
    p226 = b.sites[226].params,
    p227 = b.sites[227].params,
    p228 = b.sites[228].params,
    p229 = b.sites[229].params,
    p230 = b.sites[230].params,
    p231 = b.sites[231].params,
    p232 = b.sites[232].params,
    p233 = b.sites[233].params,
    p234 = b.sites[234].params,
    p235 = b.sites[235].params,
    p236 = b.sites[236].params,
    p237 = b.sites[237].params,
    p238 = b.sites[238].params,
    p239 = b.sites[239].params,
    p240 = b.sites[240].params,
    p241 = b.sites[241].params,
    p242 = b.sites[242].params,
    p243 = b.sites[243].params,
    p244 = b.sites[244].params,
    p245 = b.sites[245].params,
    p246 = b.sites[246].params,
    p247 = b.sites[247].params,
    p248 = b.sites[248].params,
    p249 = b.sites[249].params,
    p250 = b.sites[250].params,
    p251 = b.sites[251].params,
    p252 = b.sites[252].params,
    p253 = b.sites[253].params,
    p254 = b.sites[254].params,
    p255 = b.sites[255].params,
    p256 = b.sites[256].params,
    p257 = b.sites[257].params,
    p258 = b.sites[258].params,
    p259 = b.sites[259].params,
    p260 = b.sites[260].params,
    p261 = b.sites[261].params,
    p262 = b.sites[262].params,
    p263 = b.sites[263].params,
    p264 = b.sites[264].params,
    p265 = b.sites[265].params,
    p266 = b.sites[266].params,
    p267 = b.sites[267].params,
    p268 = b.sites[268].params,
    p269 = b.sites[269].params,
    p270 = b.sites[270].params,
    p271 = b.sites[271].params,
    p272 = b.sites[272].params,
    p273 = b.sites[273].params,
    p274 = b.sites[274].params,
    p275 = b.sites[275].params,
    p276 = b.sites[276].params,
    p277 = b.sites[277].params,
    p278 = b.sites[278].params,
    p279 = b.sites[279].params,
    p280 = b.sites[280].params,
    p281 = b.sites[281].params,
    p282 = b.sites[282].params,
    p283 = b.sites[283].params,
    p284 = b.sites[284].params,
    p285 = b.sites[285].params,
    p286 = b.sites[286].params,
    p287 = b.sites[287].params,
    p288 = b.sites[288].params,
    p289 = b.sites[289].params,
    p290 = b.sites[290].params,
    p291 = b.sites[291].params,
    p292 = b.sites[292].params,
    p293 = b.sites[293].params,
    p294 = b.sites[294].params,
    p295 = b.sites[295].params,
    p296 = b.sites[296].params,
    p297 = b.sites[297].params,
    p298 = b.sites[298].params,
    p299 = b.sites[299].params,
    p300 = b.sites[300].params,
    p301 = b.sites[301].params,
    p302 = b.sites[302].params,
    p303 = b.sites[303].params,
    p304 = b.sites[304].params,
    p305 = b.sites[305].params,
    p306 = b.sites[306].params,
    p307 = b.sites[307].params,
    p308 = b.sites[308].params,
    p309 = b.sites[309].params,
    p310 = b.sites[310].params,
    p311 = b.sites[311].params,
    p312 = b.sites[312].params,
    p313 = b.sites[313].params,
    p314 = b.sites[314].params,
    p315 = b.sites[315].params,
    p316 = b.sites[316].params,
    p317 = b.sites[317].params,
    p318 = b.sites[318].params,
    p319 = b.sites[319].params,
    p320 = b.sites[320].params,
    p321 = b.sites[321].params,
    p322 = b.sites[322].params,
    p323 = b.sites[323].params,
    p324 = b.sites[324].params,
    p325 = b.sites[325].params,
    p326 = b.sites[326].params,
    p327 = b.sites[327].params,
    p328 = b.sites[328].params,
    p329 = b.sites[329].params,
    p330 = b.sites[330].params,
    p331 = b.sites[331].params,
    p332 = b.sites[332].params,
    p333 = b.sites[333].params,
    p334 = b.sites[334].params,
    p335 = b.sites[335].params,
    p336 = b.sites[336].params,
    p337 = b.sites[337].params,
    p338 = b.sites[338].params,
    p339 = b.sites[339].params,
    p340 = b.sites[340].params,
    p341 = b.sites[341].params,
    p342 = b.sites[342].params,
    p343 = b.sites[343].params,
    p344 = b.sites[344].params,
    p345 = b.sites[345].params,
    p346 = b.sites[346].params,
    p347 = b.sites[347].params,
    p348 = b.sites[348].params,
    p349 = b.sites[349].params,
    p350 = b.sites[350].params,
    p351 = b.sites[351].params,
    p352 = b.sites[352].params,
    p353 = b.sites[353].params,
    p354 = b.sites[354].params,
    p355 = b.sites[355].params,
    p356 = b.sites[356].params,
    p357 = b.sites[357].params,
    p358 = b.sites[358].params,
    p359 = b.sites[359].params,
    p360 = b.sites[360].params,
    p361 = b.sites[361].params,
    p362 = b.sites[362].params,
    p363 = b.sites[363].params,
    p364 = b.sites[364].params,
    p365 = b.sites[365].params,
    p366 = b.sites[366].params,
    p367 = b.sites[367].params,
    p368 = b.sites[368].params,
    p369 = b.sites[369].params,
    p370 = b.sites[370].params,
    p371 = b.sites[371].params,
    p372 = b.sites[372].params,
    p373 = b.sites[373].params,
    p374 = b.sites[374].params,
    p375 = b.sites[375].params,
    p376 = b.sites[376].params,
    p377 = b.sites[377].params,
    p378 = b.sites[378].params,
    p379 = b.sites[379].params,
    p380 = b.sites[380].params,
    p381 = b.sites[381].params,
    p382 = b.sites[382].params,
    p383 = b.sites[383].params,
    p384 = b.sites[384].params,
    p385 = b.sites[385].params,
    p386 = b.sites[386].params,
    p387 = b.sites[387].params,
    p388 = b.sites[388].params,
    p389 = b.sites[389].params,
    p390 = b.sites[390].params,
    p391 = b.sites[391].params,
    p392 = b.sites[392].params,
    p393 = b.sites[393].params,
    p394 = b.sites[394].params,
    p395 = b.sites[395].params,
    p396 = b.sites[396].params,
    p397 = b.sites[397].params,
    p398 = b.sites[398].params,
    p399 = b.sites[399].params,
    p400 = b.sites[400].params,
    p401 = b.sites[401].params,
    p402 = b.sites[402].params,
    p403 = b.sites[403].params,
    p404 = b.sites[404].params,
    p405 = b.sites[405].params,
    p406 = b.sites[406].params,
    p407 = b.sites[407].params,
    p408 = b.sites[408].params,
    p409 = b.sites[409].params,
    p410 = b.sites[410].params,
    p411 = b.sites[411].params,
    p412 = b.sites[412].params,
    p413 = b.sites[413].params,
    p414 = b.sites[414].params,
    p415 = b.sites[415].params,
    p416 = b.sites[416].params,
    p417 = b.sites[417].params,
    p418 = b.sites[418].params,
    p419 = b.sites[419].params,
    p420 = b.sites[420].params,
    p421 = b.sites[421].params,
    p422 = b.sites[422].params,
    p423 = b.sites[423].params,
    p424 = b.sites[424].params,
    p425 = b.sites[425].params,
    p426 = b.sites[426].params,
    p427 = b.sites[427].params,
    p428 = b.sites[428].params,
    p429 = b.sites[429].params,
    p430 = b.sites[430].params,
    p431 = b.sites[431].params,
    p432 = b.sites[432].params,
    p433 = b.sites[433].params,
    p434 = b.sites[434].params,
    p435 = b.sites[435].params,
    p436 = b.sites[436].params,
    p437 = b.sites[437].params,
    p438 = b.sites[438].params,
    p439 = b.sites[439].params,
    p440 = b.sites[440].params,
    p441 = b.sites[441].params,
    p442 = b.sites[442].params,
    p443 = b.sites[443].params,
    p444 = b.sites[444].params,
    p445 = b.sites[445].params,
    p446 = b.sites[446].params,
    p447 = b.sites[447].params,
    p448 = b.sites[448].params,
    p449 = b.sites[449].params,
    p450 = b.sites[450].params,
    p451 = b.sites[451].params,
    p452 = b.sites[452].params,
    p453 = b.sites[453].params,
    p454 = b.sites[454].params,
    p455 = b.sites[455].params,
    p456 = b.sites[456].params,
    p457 = b.sites[457].params,
    p458 = b.sites[458].params,
    p459 = b.sites[459].params,
    p460 = b.sites[460].params,
    p461 = b.sites[461].params,
    p462 = b.sites[462].params,
    p463 = b.sites[463].params,
    p464 = b.sites[464].params,
    p465 = b.sites[465].params,
    p466 = b.sites[466].params,
    p467 = b.sites[467].params,
    p468 = b.sites[468].params,
    p469 = b.sites[469].params,
    p470 = b.sites[470].params,
    p471 = b.sites[471].params,
    p472 = b.sites[472].params,
    p473 = b.sites[473].params,
    p474 = b.sites[474].params,
    p475 = b.sites[475].params,
    p476 = b.sites[476].params,
    p477 = b.sites[477].params,
    p478 = b.sites[478].params,
    p479 = b.sites[479].params,
    p480 = b.sites[480].params,
    p481 = b.sites[481].params,
    p482 = b.sites[482].params,
    p483 = b.sites[483].params,
    p484 = b.sites[484].params,
    p485 = b.sites[485].params,
    p486 = b.sites[486].params,
    p487 = b.sites[487].params,
    p488 = b.sites[488].params,
    p489 = b.sites[489].params,
    p490 = b.sites[490].params,
    p491 = b.sites[491].params,
    p492 = b.sites[492].params,
    p493 = b.sites[493].params,
    p494 = b.sites[494].params,
    p495 = b.sites[495].params,
    p496 = b.sites[496].params,
    p497 = b.sites[497].params,
    p498 = b.sites[498].params,
    p499 = b.sites[499].params,
    p500 = b.sites[500].params,
    p501 = b.sites[501].params,
    p502 = b.sites[502].params,
    p503 = b.sites[503].params,
    p504 = b.sites[504].params,
    p505 = b.sites[505].params,
    p506 = b.sites[506].params,
    p507 = b.sites[507].params,
    p508 = b.sites[508].params,
    p509 = b.sites[509].params,
    p510 = b.sites[510].params,
    p511 = b.sites[511].params,
    p512 = b.sites[512].params,
    p513 = b.sites[513].params,
    p514 = b.sites[514].params,
    p515 = b.sites[515].params,
    p516 = b.sites[516].params,
    p517 = b.sites[517].params,
    p518 = b.sites[518].params,
    p519 = b.sites[519].params,
    p520 = b.sites[520].params,
    p521 = b.sites[521].params,
    p522 = b.sites[522].params,
    p523 = b.sites[523].params,
    p524 = b.sites[524].params,
    p525 = b.sites[525].params,
    p526 = b.sites[526].params,
    p527 = b.sites[527].params,
    p528 = b.sites[528].params,
    p529 = b.sites[529].params,
    p530 = b.sites[530].params,
    p531 = b.sites[531].params,
    p532 = b.sites[532].params,
    p533 = b.sites[533].params,
    p534 = b.sites[534].params,
    p535 = b.sites[535].params,
    p536 = b.sites[536].params,
    p537 = b.sites[537].params,
    p538 = b.sites[538].params,
    p539 = b.sites[539].params,
    p540 = b.sites[540].params,
    p541 = b.sites[541].params,
    p542 = b.sites[542].params,
    p543 = b.sites[543].params,
    p544 = b.sites[544].params,
    p545 = b.sites[545].params,
    p546 = b.sites[546].params,
    p547 = b.sites[547].params,
    p548 = b.sites[548].params,
    p549 = b.sites[549].params,
    p550 = b.sites[550].params,
    p551 = b.sites[551].params,
    p552 = b.sites[552].params,
    p553 = b.sites[553].params,
    p554 = b.sites[554].params,
    p555 = b.sites[555].params,
    p556 = b.sites[556].params,
    p557 = b.sites[557].params,
    p558 = b.sites[558].params,
    p559 = b.sites[559].params,
    p560 = b.sites[560].params,
    p561 = b.sites[561].params,
    p562 = b.sites[562].params,
    p563 = b.sites[563].params,
    p564 = b.sites[564].params,
    p565 = b.sites[565].params,
    p566 = b.sites[566].params,
    p567 = b.sites[567].params,
    p568 = b.sites[568].params,
    p569 = b.sites[569].params,
    p570 = b.sites[570].params,
    p571 = b.sites[571].params,
    p572 = b.sites[572].params,
    p573 = b.sites[573].params,
    p574 = b.sites[574].params,
    p575 = b.sites[575].params,
    p576 = b.sites[576].params,
    p577 = b.sites[577].params,
    p578 = b.sites[578].params,
    p579 = b.sites[579].params,
    p580 = b.sites[580].params,
    p581 = b.sites[581].params,
    p582 = b.sites[582].params,
    p583 = b.sites[583].params,
    p584 = b.sites[584].params,
    p585 = b.sites[585].params,
    p586 = b.sites[586].params,
    p587 = b.sites[587].params,
    p588 = b.sites[588].params,
    p589 = b.sites[589].params,
    p590 = b.sites[590].params,
    p591 = b.sites[591].params,
    p592 = b.sites[592].params,
    p593 = b.sites[593].params,
    p594 = b.sites[594].params,
    p595 = b.sites[595].params,
    p596 = b.sites[596].params,
    p597 = b.sites[597].params,
    p598 = b.sites[598].params,
    p599 = b.sites[599].params,
    p600 = b.sites[600].params,
    p601 = b.sites[601].params,
    p602 = b.sites[602].params,
    p603 = b.sites[603].params,
    p604 = b.sites[604].params,
    p605 = b.sites[605].params,
    p606 = b.sites[606].params,
    p607 = b.sites[607].params,
    p608 = b.sites[608].params,
    p609 = b.sites[609].params,
    p610 = b.sites[610].params,
    p611 = b.sites[611].params,
    p612 = b.sites[612].params,
    p613 = b.sites[613].params,
    p614 = b.sites[614].params,
    p615 = b.sites[615].params,
    p616 = b.sites[616].params,
    p617 = b.sites[617].params,
    p618 = b.sites[618].params,
    p619 = b.sites[619].params,
    p620 = b.sites[620].params,
    p621 = b.sites[621].params,
    p622 = b.sites[622].params,
    p623 = b.sites[623].params,
    p624 = b.sites[624].params,
    p625 = b.sites[625].params,
    p626 = b.sites[626].params,
    p627 = b.sites[627].params,
    p628 = b.sites[628].params,
    p629 = b.sites[629].params,
    p630 = b.sites[630].params,
    p631 = b.sites[631].params,
    p632 = b.sites[632].params,
    p633 = b.sites[633].params,
    p634 = b.sites[634].params,
    p635 = b.sites[635].params,
    p636 = b.sites[636].params,
    p637 = b.sites[637].params,
    p638 = b.sites[638].params,
    p639 = b.sites[639].params,
    p640 = b.sites[640].params,
    p641 = b.sites[641].params,
    p642 = b.sites[642].params,
    p643 = b.sites[643].params,
    p644 = b.sites[644].params,
    p645 = b.sites[645].params,
    p646 = b.sites[646].params,
    p647 = b.sites[647].params,
    p648 = b.sites[648].params,
    p649 = b.sites[649].params,
    p650 = b.sites[650].params,
    p651 = b.sites[651].params,
    p652 = b.sites[652].params,
    p653 = b.sites[653].params,
    p654 = b.sites[654].params,
    p655 = b.sites[655].params,
    p656 = b.sites[656].params;
  const d0 = b.doneEvent(0); // xstate.done.state.preferans

  /** awaitingDeal: events */
  function on1(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 0: { // MISDEAL
        // transition 1: awaitingDeal MISDEAL[0] -> awaitingDeal
        if (g2(c, e, p2)) {
          a0(c, e, p3); // beginDeal
          a3(c, e, p4); // consult
          a4(c, e, p5); // cite
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(1);
          return;
        }
        // transition 2: awaitingDeal MISDEAL[1] -> scoring
        if (g5(c, e, p6)) {
          a0(c, e, p7); // beginDeal
          a3(c, e, p8); // consult
          a6(c, e, p9); // g47_redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(2);
          return;
        }
        // transition 3: awaitingDeal MISDEAL[2] -> scoring
        if (g7(c, e, p10)) {
          a0(c, e, p11); // beginDeal
          a8(c, e, p12); // consultMisdeal
          a4(c, e, p13); // cite
          a9(c, e, p14); // code_3_2_17_dealerRemiz
          rt.stateIndex = 13; // scoring
          rt.fire(3);
          return;
        }
        // transition 4: awaitingDeal MISDEAL[3] -> scoring
        if (g10(c, e, p15)) {
          a0(c, e, p16); // beginDeal
          a4(c, e, p17); // cite
          a11(c, e, p18); // code_3_2_15_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(4);
          return;
        }
        // transition 5: awaitingDeal MISDEAL[4] -> scoring
        if (g10(c, e, p19)) {
          a0(c, e, p20); // beginDeal
          a3(c, e, p21); // consult
          a4(c, e, p22); // cite
          a11(c, e, p23); // code_3_2_15_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(5);
          return;
        }
        // transition 6: awaitingDeal MISDEAL[5] -> scoring
        if (g10(c, e, p24)) {
          a0(c, e, p25); // beginDeal
          a4(c, e, p26); // cite
          a11(c, e, p27); // code_3_2_15_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(6);
          return;
        }
        // transition 7: awaitingDeal MISDEAL[6] -> scoring
        a0(c, e, p28); // beginDeal
        a8(c, e, p29); // consultMisdeal
        a4(c, e, p30); // cite
        a11(c, e, p31); // code_3_2_15_redeal
        rt.stateIndex = 13; // scoring
        rt.fire(7);
        return;
      }
      case 1: { // DEALT
        // transition 0: awaitingDeal DEALT[0] -> auction
        a0(c, e, p0); // beginDeal
        a1(c, e, p1); // recordDeal
        rt.stateIndex = 2; // auction
        rt.fire(0);
        return;
      }
      case 10: { // COUNT_DISCOVERED
        // transition 8: awaitingDeal COUNT_DISCOVERED[0] -> (targetless)
        if (g12(c, e, p32)) {
          a3(c, e, p33); // consult
          a4(c, e, p34); // cite
          a13(c, e, p35); // recordDiscovery
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(8);
          return;
        }
        // transition 9: awaitingDeal COUNT_DISCOVERED[1] -> (targetless)
        if (g14(c, e, p36)) {
          a3(c, e, p37); // consult
          a4(c, e, p38); // cite
          a13(c, e, p39); // recordDiscovery
          a15(c, e, p40); // lateFines
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(9);
          return;
        }
        // transition 10: awaitingDeal COUNT_DISCOVERED[2] -> (targetless)
        if (g14(c, e, p41)) {
          a3(c, e, p42); // consult
          a13(c, e, p43); // recordDiscovery
          a16(c, e, p44); // noClubClause
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(10);
          return;
        }
        // transition 11: awaitingDeal COUNT_DISCOVERED[3] -> (targetless)
        if (g17(c, e, p45)) {
          a3(c, e, p46); // consult
          a4(c, e, p47); // cite
          a13(c, e, p48); // recordDiscovery
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(11);
          return;
        }
        // transition 12: awaitingDeal COUNT_DISCOVERED[4] -> (targetless)
        if (g18(c, e, p49)) {
          a3(c, e, p50); // consult
          a13(c, e, p51); // recordDiscovery
          a15(c, e, p52); // lateFines
          rt.stateIndex = 1; // awaitingDeal
          rt.fire(12);
          return;
        }
        return;
      }
    }
  }
  /** awaitingDeal: always (-1 none taken, 0 taken without change, 1 taken) */
  function always1(rt: Rt, c: any, e: any): number {
    // transition 13: awaitingDeal always[0] -> over
    if (g19(c, e, p53)) {
      rt.tick();
      rt.stateIndex = 15; // over
      rt.raise(d0);
      rt.done = true;
      rt.fire(13);
      return 1;
    }
    return -1;
  }
  /** auction: events */
  function on2(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 2: { // CALL
        // transition 14: auction CALL[0] -> (targetless)
        a20(c, e, p54); // recordCall
        rt.stateIndex = 2; // auction
        rt.fire(14);
        return;
      }
      case 3: { // AUCTION_WON
        // transition 15: auction AUCTION_WON[0] -> talon
        a21(c, e, p55); // recordWin
        rt.stateIndex = 5; // talon
        rt.fire(15);
        return;
      }
      case 4: { // ALL_PASSED
        // transition 16: auction ALL_PASSED[0] -> allPass
        a22(c, e, p56); // startAllPass
        rt.stateIndex = 10; // allPass.beforeLead
        rt.fire(16);
        return;
      }
      case 10: { // COUNT_DISCOVERED
        // transition 17: auction COUNT_DISCOVERED[0] -> scoring
        if (g23(c, e, p57)) {
          a13(c, e, p58); // recordDiscovery
          a24(c, e, p59); // classify
          a4(c, e, p60); // cite
          a25(c, e, p61); // code_3_2_13_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(17);
          return;
        }
        // transition 18: auction COUNT_DISCOVERED[1] -> scoring
        if (g23(c, e, p62)) {
          a13(c, e, p63); // recordDiscovery
          a24(c, e, p64); // classify
          a4(c, e, p65); // cite
          a26(c, e, p66); // code_3_2_16_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(18);
          return;
        }
        // transition 19: auction COUNT_DISCOVERED[2] -> scoring
        if (g23(c, e, p67)) {
          a13(c, e, p68); // recordDiscovery
          a24(c, e, p69); // classify
          a4(c, e, p70); // cite
          a27(c, e, p71); // pcr_old_1_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(19);
          return;
        }
        // transition 20: auction COUNT_DISCOVERED[3] -> scoring
        if (g23(c, e, p72)) {
          a13(c, e, p73); // recordDiscovery
          a24(c, e, p74); // classify
          a4(c, e, p75); // cite
          a28(c, e, p76); // pcr_old_2_2_fineAndRedeal
          rt.stateIndex = 13; // scoring
          rt.fire(20);
          return;
        }
        // transition 21: auction COUNT_DISCOVERED[4] -> scoring
        if (g23(c, e, p77)) {
          a13(c, e, p78); // recordDiscovery
          a24(c, e, p79); // classify
          a4(c, e, p80); // cite
          a29(c, e, p81); // pcr_1_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(21);
          return;
        }
        // transition 22: auction COUNT_DISCOVERED[5] -> tenCard
        if (g23(c, e, p82)) {
          a13(c, e, p83); // recordDiscovery
          a24(c, e, p84); // classify
          a4(c, e, p85); // cite
          a30(c, e, p86); // pcr_1_findAndReturn
          rt.stateIndex = 3; // tenCard
          rt.fire(22);
          return;
        }
        // transition 23: auction COUNT_DISCOVERED[6] -> tenCard
        if (g23(c, e, p87)) {
          a13(c, e, p88); // recordDiscovery
          a24(c, e, p89); // classify
          a4(c, e, p90); // cite
          a31(c, e, p91); // pcr_2_2_oneTrick
          rt.stateIndex = 3; // tenCard
          rt.fire(23);
          return;
        }
        // transition 24: auction COUNT_DISCOVERED[7] -> tenCard
        if (g23(c, e, p92)) {
          a13(c, e, p93); // recordDiscovery
          a24(c, e, p94); // classify
          a4(c, e, p95); // cite
          a32(c, e, p96); // pcr_2_1_twoDown
          rt.stateIndex = 3; // tenCard
          rt.fire(24);
          return;
        }
        // transition 25: auction COUNT_DISCOVERED[8] -> scoring
        if (g23(c, e, p97)) {
          a13(c, e, p98); // recordDiscovery
          a24(c, e, p99); // classify
          a4(c, e, p100); // cite
          a33(c, e, p101); // pcr_2_3_fineEach
          a34(c, e, p102); // pcr_2_3_redealOtherwise
          rt.stateIndex = 13; // scoring
          rt.fire(25);
          return;
        }
        // transition 26: auction COUNT_DISCOVERED[9] -> tenCard
        if (g23(c, e, p103)) {
          a13(c, e, p104); // recordDiscovery
          a24(c, e, p105); // classify
          a4(c, e, p106); // cite
          a33(c, e, p107); // pcr_2_3_fineEach
          rt.stateIndex = 3; // tenCard
          rt.fire(26);
          return;
        }
        // transition 27: auction COUNT_DISCOVERED[10] -> scoring
        if (g23(c, e, p108)) {
          a13(c, e, p109); // recordDiscovery
          a24(c, e, p110); // classify
          a3(c, e, p111); // consult
          a35(c, e, p112); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(27);
          return;
        }
        // transition 28: auction COUNT_DISCOVERED[11] -> scoring
        if (g23(c, e, p113)) {
          a13(c, e, p114); // recordDiscovery
          a24(c, e, p115); // classify
          a4(c, e, p116); // cite
          a36(c, e, p117); // code_redeal
          a37(c, e, p118); // clubSilent
          rt.stateIndex = 13; // scoring
          rt.fire(28);
          return;
        }
        return;
      }
      case 12: { // IRREGULARITY
        // transition 29: auction IRREGULARITY[0] -> (targetless)
        if (g38(c, e, p119)) {
          a4(c, e, p120); // cite
          a39(c, e, p121); // code_3_2_21_peek
          a40(c, e, p122); // code_3_2_19_barred
          rt.stateIndex = 2; // auction
          rt.fire(29);
          return;
        }
        // transition 30: auction IRREGULARITY[1] -> (targetless)
        if (g38(c, e, p123)) {
          a4(c, e, p124); // cite
          a39(c, e, p125); // code_3_2_21_peek
          a40(c, e, p126); // code_3_2_19_barred
          rt.stateIndex = 2; // auction
          rt.fire(30);
          return;
        }
        // transition 31: auction IRREGULARITY[2] -> (targetless)
        if (g38(c, e, p127)) {
          a4(c, e, p128); // cite
          a40(c, e, p129); // code_3_2_19_barred
          rt.stateIndex = 2; // auction
          rt.fire(31);
          return;
        }
        // transition 32: auction IRREGULARITY[3] -> (targetless)
        if (g38(c, e, p130)) {
          a4(c, e, p131); // cite
          a40(c, e, p132); // code_3_2_19_barred
          rt.stateIndex = 2; // auction
          rt.fire(32);
          return;
        }
        // transition 33: auction IRREGULARITY[4] -> (targetless)
        if (g38(c, e, p133)) {
          a4(c, e, p134); // cite
          a40(c, e, p135); // code_3_2_19_barred
          rt.stateIndex = 2; // auction
          rt.fire(33);
          return;
        }
        // transition 34: auction IRREGULARITY[5] -> (targetless)
        if (g38(c, e, p136)) {
          a4(c, e, p137); // cite
          a40(c, e, p138); // code_3_2_19_barred
          rt.stateIndex = 2; // auction
          rt.fire(34);
          return;
        }
        // transition 35: auction IRREGULARITY[6] -> scoring
        if (g38(c, e, p139)) {
          a4(c, e, p140); // cite
          a41(c, e, p141); // code_3_3_16_3_damages
          rt.stateIndex = 13; // scoring
          rt.fire(35);
          return;
        }
        // transition 36: auction IRREGULARITY[7] -> (targetless)
        if (g38(c, e, p142)) {
          a4(c, e, p143); // cite
          rt.stateIndex = 2; // auction
          rt.fire(36);
          return;
        }
        return;
      }
    }
  }
  /** tenCard: events */
  function on3(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 11: { // CHOICE
        // transition 37: tenCard CHOICE[0] -> scoring
        if (g42(c, e, p144)) {
          a4(c, e, p145); // cite
          a43(c, e, p146); // redealOnDemand
          rt.stateIndex = 13; // scoring
          rt.fire(37);
          return;
        }
        // transition 38: tenCard CHOICE[1] -> resuming
        a44(c, e, p147); // playOn
        rt.stateIndex = 4; // resuming
        rt.fire(38);
        return;
      }
    }
  }
  /** tenCard: always (-1 none taken, 0 taken without change, 1 taken) */
  function always3(rt: Rt, c: any, e: any): number {
    // transition 39: tenCard always[0] -> scoring
    if (g45(c, e, p148)) {
      rt.tick();
      rt.stateIndex = 13; // scoring
      rt.fire(39);
      return 1;
    }
    return -1;
  }
  /** resuming: always (-1 none taken, 0 taken without change, 1 taken) */
  function always4(rt: Rt, c: any, e: any): number {
    // transition 40: resuming always[0] -> talon
    if (g46(c, e, p149)) {
      rt.tick();
      rt.stateIndex = 5; // talon
      rt.fire(40);
      return 1;
    }
    // transition 41: resuming always[1] -> allPass
    if (g46(c, e, p150)) {
      rt.tick();
      rt.stateIndex = 10; // allPass.beforeLead
      rt.fire(41);
      return 1;
    }
    // transition 42: resuming always[2] -> auction
    rt.tick();
    a47(c, e, p151); // resumeAuction
    rt.stateIndex = 2; // auction
    rt.fire(42);
    return 1;
  }
  /** talon: events */
  function on5(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 5: { // CONTRACT
        // transition 43: talon CONTRACT[0] -> whisting
        a48(c, e, p152); // recordContract
        rt.stateIndex = 6; // whisting
        rt.fire(43);
        return;
      }
      case 10: { // COUNT_DISCOVERED
        // transition 44: talon COUNT_DISCOVERED[0] -> scoring
        if (g23(c, e, p153)) {
          a13(c, e, p154); // recordDiscovery
          a24(c, e, p155); // classify
          a4(c, e, p156); // cite
          a25(c, e, p157); // code_3_2_13_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(44);
          return;
        }
        // transition 45: talon COUNT_DISCOVERED[1] -> scoring
        if (g23(c, e, p158)) {
          a13(c, e, p159); // recordDiscovery
          a24(c, e, p160); // classify
          a4(c, e, p161); // cite
          a26(c, e, p162); // code_3_2_16_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(45);
          return;
        }
        // transition 46: talon COUNT_DISCOVERED[2] -> scoring
        if (g23(c, e, p163)) {
          a13(c, e, p164); // recordDiscovery
          a24(c, e, p165); // classify
          a4(c, e, p166); // cite
          a27(c, e, p167); // pcr_old_1_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(46);
          return;
        }
        // transition 47: talon COUNT_DISCOVERED[3] -> scoring
        if (g23(c, e, p168)) {
          a13(c, e, p169); // recordDiscovery
          a24(c, e, p170); // classify
          a4(c, e, p171); // cite
          a28(c, e, p172); // pcr_old_2_2_fineAndRedeal
          rt.stateIndex = 13; // scoring
          rt.fire(47);
          return;
        }
        // transition 48: talon COUNT_DISCOVERED[4] -> scoring
        if (g23(c, e, p173)) {
          a13(c, e, p174); // recordDiscovery
          a24(c, e, p175); // classify
          a4(c, e, p176); // cite
          a29(c, e, p177); // pcr_1_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(48);
          return;
        }
        // transition 49: talon COUNT_DISCOVERED[5] -> tenCard
        if (g23(c, e, p178)) {
          a13(c, e, p179); // recordDiscovery
          a24(c, e, p180); // classify
          a4(c, e, p181); // cite
          a30(c, e, p182); // pcr_1_findAndReturn
          rt.stateIndex = 3; // tenCard
          rt.fire(49);
          return;
        }
        // transition 50: talon COUNT_DISCOVERED[6] -> tenCard
        if (g23(c, e, p183)) {
          a13(c, e, p184); // recordDiscovery
          a24(c, e, p185); // classify
          a4(c, e, p186); // cite
          a31(c, e, p187); // pcr_2_2_oneTrick
          rt.stateIndex = 3; // tenCard
          rt.fire(50);
          return;
        }
        // transition 51: talon COUNT_DISCOVERED[7] -> tenCard
        if (g23(c, e, p188)) {
          a13(c, e, p189); // recordDiscovery
          a24(c, e, p190); // classify
          a4(c, e, p191); // cite
          a32(c, e, p192); // pcr_2_1_twoDown
          rt.stateIndex = 3; // tenCard
          rt.fire(51);
          return;
        }
        // transition 52: talon COUNT_DISCOVERED[8] -> scoring
        if (g23(c, e, p193)) {
          a13(c, e, p194); // recordDiscovery
          a24(c, e, p195); // classify
          a4(c, e, p196); // cite
          a33(c, e, p197); // pcr_2_3_fineEach
          a34(c, e, p198); // pcr_2_3_redealOtherwise
          rt.stateIndex = 13; // scoring
          rt.fire(52);
          return;
        }
        // transition 53: talon COUNT_DISCOVERED[9] -> tenCard
        if (g23(c, e, p199)) {
          a13(c, e, p200); // recordDiscovery
          a24(c, e, p201); // classify
          a4(c, e, p202); // cite
          a33(c, e, p203); // pcr_2_3_fineEach
          rt.stateIndex = 3; // tenCard
          rt.fire(53);
          return;
        }
        // transition 54: talon COUNT_DISCOVERED[10] -> scoring
        if (g23(c, e, p204)) {
          a13(c, e, p205); // recordDiscovery
          a24(c, e, p206); // classify
          a3(c, e, p207); // consult
          a35(c, e, p208); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(54);
          return;
        }
        // transition 55: talon COUNT_DISCOVERED[11] -> scoring
        if (g23(c, e, p209)) {
          a13(c, e, p210); // recordDiscovery
          a24(c, e, p211); // classify
          a4(c, e, p212); // cite
          a36(c, e, p213); // code_redeal
          a37(c, e, p214); // clubSilent
          rt.stateIndex = 13; // scoring
          rt.fire(55);
          return;
        }
        return;
      }
    }
  }
  /** whisting: events */
  function on6(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 6: { // WHIST
        // transition 56: whisting WHIST[0] -> play
        if (g49(c, e, p215)) {
          a50(c, e, p216); // recordWhist
          rt.stateIndex = 7; // play
          rt.fire(56);
          return;
        }
        // transition 57: whisting WHIST[1] -> played
        a50(c, e, p217); // recordWhist
        rt.stateIndex = 12; // played
        rt.fire(57);
        return;
      }
    }
  }
  /** play: events */
  function on7(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 7: { // LED
        // transition 58: play LED[0] -> (targetless)
        a51(c, e, p218); // recordLed
        rt.stateIndex = 7; // play
        rt.fire(58);
        return;
      }
      case 8: { // TRICK
        // transition 59: play TRICK[0] -> (targetless)
        a52(c, e, p219); // recordTrick
        rt.stateIndex = 7; // play
        rt.fire(59);
        return;
      }
      case 9: { // PLAY_COMPLETE
        // transition 60: play PLAY_COMPLETE[0] -> played
        a53(c, e, p220); // recordPlayComplete
        rt.stateIndex = 12; // played
        rt.fire(60);
        return;
      }
      case 10: { // COUNT_DISCOVERED
        // transition 61: play COUNT_DISCOVERED[0] -> (targetless)
        if (g54(c, e, p221)) {
          a13(c, e, p222); // recordDiscovery
          a24(c, e, p223); // classify
          a4(c, e, p224); // cite
          a55(c, e, p225); // code_3_4_6_twoDown
          rt.stateIndex = 7; // play
          rt.fire(61);
          return;
        }
        // transition 62: play COUNT_DISCOVERED[1] -> (targetless)
        if (g54(c, e, p226)) {
          a13(c, e, p227); // recordDiscovery
          a24(c, e, p228); // classify
          a4(c, e, p229); // cite
          a56(c, e, p230); // code_3_9_18_duringPlay
          rt.stateIndex = 7; // play
          rt.fire(62);
          return;
        }
        // transition 63: play COUNT_DISCOVERED[2] -> (targetless)
        if (g54(c, e, p231)) {
          a13(c, e, p232); // recordDiscovery
          a24(c, e, p233); // classify
          a4(c, e, p234); // cite
          a55(c, e, p235); // code_3_4_6_twoDown
          rt.stateIndex = 7; // play
          rt.fire(63);
          return;
        }
        // transition 64: play COUNT_DISCOVERED[3] -> (targetless)
        if (g54(c, e, p236)) {
          a13(c, e, p237); // recordDiscovery
          a24(c, e, p238); // classify
          a3(c, e, p239); // consult
          a4(c, e, p240); // cite
          a55(c, e, p241); // code_3_4_6_twoDown
          rt.stateIndex = 7; // play
          rt.fire(64);
          return;
        }
        // transition 65: play COUNT_DISCOVERED[4] -> (targetless)
        if (g54(c, e, p242)) {
          a13(c, e, p243); // recordDiscovery
          a24(c, e, p244); // classify
          a3(c, e, p245); // consult
          a4(c, e, p246); // cite
          a56(c, e, p247); // code_3_9_18_duringPlay
          rt.stateIndex = 7; // play
          rt.fire(65);
          return;
        }
        // transition 66: play COUNT_DISCOVERED[5] -> (targetless)
        if (g54(c, e, p248)) {
          a13(c, e, p249); // recordDiscovery
          a24(c, e, p250); // classify
          a4(c, e, p251); // cite
          a57(c, e, p252); // pcr_3_contractWithWrongCount
          rt.stateIndex = 7; // play
          rt.fire(66);
          return;
        }
        // transition 67: play COUNT_DISCOVERED[6] -> (targetless)
        if (g54(c, e, p253)) {
          a13(c, e, p254); // recordDiscovery
          a24(c, e, p255); // classify
          a3(c, e, p256); // consult
          a4(c, e, p257); // cite
          a58(c, e, p258); // pcr_4_cannotMakeUp
          rt.stateIndex = 7; // play
          rt.fire(67);
          return;
        }
        // transition 68: play COUNT_DISCOVERED[7] -> replay
        if (g54(c, e, p259)) {
          a13(c, e, p260); // recordDiscovery
          a24(c, e, p261); // classify
          a3(c, e, p262); // consult
          a4(c, e, p263); // cite
          a59(c, e, p264); // pcr_4_replayOpen
          rt.stateIndex = 8; // replay
          rt.fire(68);
          return;
        }
        // transition 69: play COUNT_DISCOVERED[8] -> (targetless)
        if (g54(c, e, p265)) {
          a13(c, e, p266); // recordDiscovery
          a24(c, e, p267); // classify
          a3(c, e, p268); // consult
          a4(c, e, p269); // cite
          a59(c, e, p270); // pcr_4_replayOpen
          rt.stateIndex = 7; // play
          rt.fire(69);
          return;
        }
        // transition 70: play COUNT_DISCOVERED[9] -> (targetless)
        if (g54(c, e, p271)) {
          a13(c, e, p272); // recordDiscovery
          a24(c, e, p273); // classify
          a3(c, e, p274); // consult
          a4(c, e, p275); // cite
          a60(c, e, p276); // pcr_3_defenders
          rt.stateIndex = 7; // play
          rt.fire(70);
          return;
        }
        // transition 71: play COUNT_DISCOVERED[10] -> scoring
        if (g54(c, e, p277)) {
          a13(c, e, p278); // recordDiscovery
          a24(c, e, p279); // classify
          a3(c, e, p280); // consult
          a35(c, e, p281); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(71);
          return;
        }
        // transition 72: play COUNT_DISCOVERED[11] -> (targetless)
        if (g54(c, e, p282)) {
          a13(c, e, p283); // recordDiscovery
          a24(c, e, p284); // classify
          a4(c, e, p285); // cite
          a37(c, e, p286); // clubSilent
          rt.stateIndex = 7; // play
          rt.fire(72);
          return;
        }
        // transition 73: play COUNT_DISCOVERED[12] -> replay
        if (g54(c, e, p287)) {
          a13(c, e, p288); // recordDiscovery
          a24(c, e, p289); // classify
          a3(c, e, p290); // consult
          a4(c, e, p291); // cite
          a57(c, e, p292); // pcr_3_contractWithWrongCount
          a59(c, e, p293); // pcr_4_replayOpen
          rt.stateIndex = 8; // replay
          rt.fire(73);
          return;
        }
        return;
      }
      case 12: { // IRREGULARITY
        // transition 74: play IRREGULARITY[0] -> (targetless)
        if (g61(c, e, p294)) {
          a4(c, e, p295); // cite
          rt.stateIndex = 7; // play
          rt.fire(74);
          return;
        }
        // transition 75: play IRREGULARITY[1] -> play
        if (g61(c, e, p296)) {
          a3(c, e, p297); // consult
          a4(c, e, p298); // cite
          a62(c, e, p299); // code_3_9_16_2_revoke
          rt.stateIndex = 7; // play
          rt.fire(75);
          return;
        }
        // transition 76: play IRREGULARITY[2] -> (targetless)
        if (g61(c, e, p300)) {
          a4(c, e, p301); // cite
          a63(c, e, p302); // exposeCard
          rt.stateIndex = 7; // play
          rt.fire(76);
          return;
        }
        // transition 77: play IRREGULARITY[3] -> (targetless)
        if (g61(c, e, p303)) {
          a4(c, e, p304); // cite
          a63(c, e, p305); // exposeCard
          rt.stateIndex = 7; // play
          rt.fire(77);
          return;
        }
        // transition 78: play IRREGULARITY[4] -> (targetless)
        if (g61(c, e, p306)) {
          a4(c, e, p307); // cite
          a63(c, e, p308); // exposeCard
          rt.stateIndex = 7; // play
          rt.fire(78);
          return;
        }
        // transition 79: play IRREGULARITY[5] -> (targetless)
        if (g61(c, e, p309)) {
          a4(c, e, p310); // cite
          rt.stateIndex = 7; // play
          rt.fire(79);
          return;
        }
        // transition 80: play IRREGULARITY[6] -> (targetless)
        if (g61(c, e, p311)) {
          a4(c, e, p312); // cite
          a64(c, e, p313); // code_3_9_11_2_lookedAtTrick
          rt.stateIndex = 7; // play
          rt.fire(80);
          return;
        }
        // transition 81: play IRREGULARITY[7] -> (targetless)
        if (g61(c, e, p314)) {
          a4(c, e, p315); // cite
          a65(c, e, p316); // code_3_4_9_lookedAtDiscard
          rt.stateIndex = 7; // play
          rt.fire(81);
          return;
        }
        // transition 82: play IRREGULARITY[8] -> (targetless)
        if (g61(c, e, p317)) {
          a4(c, e, p318); // cite
          rt.stateIndex = 7; // play
          rt.fire(82);
          return;
        }
        return;
      }
    }
  }
  /** replay: events */
  function on8(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 7: { // LED
        // transition 83: replay LED[0] -> (targetless)
        a51(c, e, p319); // recordLed
        rt.stateIndex = 8; // replay
        rt.fire(83);
        return;
      }
      case 8: { // TRICK
        // transition 84: replay TRICK[0] -> (targetless)
        a52(c, e, p320); // recordTrick
        rt.stateIndex = 8; // replay
        rt.fire(84);
        return;
      }
      case 9: { // PLAY_COMPLETE
        // transition 85: replay PLAY_COMPLETE[0] -> played
        a53(c, e, p321); // recordPlayComplete
        rt.stateIndex = 12; // played
        rt.fire(85);
        return;
      }
      case 12: { // IRREGULARITY
        // transition 86: replay IRREGULARITY[0] -> (targetless)
        if (g61(c, e, p322)) {
          a4(c, e, p323); // cite
          rt.stateIndex = 8; // replay
          rt.fire(86);
          return;
        }
        // transition 87: replay IRREGULARITY[1] -> play
        if (g61(c, e, p324)) {
          a3(c, e, p325); // consult
          a4(c, e, p326); // cite
          a62(c, e, p327); // code_3_9_16_2_revoke
          rt.stateIndex = 7; // play
          rt.fire(87);
          return;
        }
        // transition 88: replay IRREGULARITY[2] -> (targetless)
        if (g61(c, e, p328)) {
          a4(c, e, p329); // cite
          a63(c, e, p330); // exposeCard
          rt.stateIndex = 8; // replay
          rt.fire(88);
          return;
        }
        // transition 89: replay IRREGULARITY[3] -> (targetless)
        if (g61(c, e, p331)) {
          a4(c, e, p332); // cite
          a63(c, e, p333); // exposeCard
          rt.stateIndex = 8; // replay
          rt.fire(89);
          return;
        }
        // transition 90: replay IRREGULARITY[4] -> (targetless)
        if (g61(c, e, p334)) {
          a4(c, e, p335); // cite
          a63(c, e, p336); // exposeCard
          rt.stateIndex = 8; // replay
          rt.fire(90);
          return;
        }
        // transition 91: replay IRREGULARITY[5] -> (targetless)
        if (g61(c, e, p337)) {
          a4(c, e, p338); // cite
          rt.stateIndex = 8; // replay
          rt.fire(91);
          return;
        }
        // transition 92: replay IRREGULARITY[6] -> (targetless)
        if (g61(c, e, p339)) {
          a4(c, e, p340); // cite
          a64(c, e, p341); // code_3_9_11_2_lookedAtTrick
          rt.stateIndex = 8; // replay
          rt.fire(92);
          return;
        }
        // transition 93: replay IRREGULARITY[7] -> (targetless)
        if (g61(c, e, p342)) {
          a4(c, e, p343); // cite
          a65(c, e, p344); // code_3_4_9_lookedAtDiscard
          rt.stateIndex = 8; // replay
          rt.fire(93);
          return;
        }
        // transition 94: replay IRREGULARITY[8] -> (targetless)
        if (g61(c, e, p345)) {
          a4(c, e, p346); // cite
          rt.stateIndex = 8; // replay
          rt.fire(94);
          return;
        }
        return;
      }
    }
  }
  /** allPass.beforeLead: events */
  function on10(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 7: { // LED
        // transition 95: allPass.beforeLead LED[0] -> allPass.playing
        a51(c, e, p347); // recordLed
        rt.stateIndex = 11; // allPass.playing
        rt.fire(95);
        return;
      }
      case 10: { // COUNT_DISCOVERED
        // transition 96: allPass.beforeLead COUNT_DISCOVERED[0] -> (targetless)
        if (g66(c, e, p348)) {
          a13(c, e, p349); // recordDiscovery
          a24(c, e, p350); // classify
          a4(c, e, p351); // cite
          a67(c, e, p352); // code_3_2_16_return
          rt.stateIndex = 10; // allPass.beforeLead
          rt.fire(96);
          return;
        }
        // transition 97: allPass.beforeLead COUNT_DISCOVERED[1] -> scoring
        if (g66(c, e, p353)) {
          a13(c, e, p354); // recordDiscovery
          a24(c, e, p355); // classify
          a4(c, e, p356); // cite
          a36(c, e, p357); // code_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(97);
          return;
        }
        // transition 98: allPass.beforeLead COUNT_DISCOVERED[2] -> scoring
        if (g66(c, e, p358)) {
          a13(c, e, p359); // recordDiscovery
          a24(c, e, p360); // classify
          a4(c, e, p361); // cite
          a36(c, e, p362); // code_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(98);
          return;
        }
        // transition 99: allPass.beforeLead COUNT_DISCOVERED[3] -> (targetless)
        if (g66(c, e, p363)) {
          a13(c, e, p364); // recordDiscovery
          a24(c, e, p365); // classify
          a4(c, e, p366); // cite
          a68(c, e, p367); // pcr_5_1_foundPlayOn
          rt.stateIndex = 10; // allPass.beforeLead
          rt.fire(99);
          return;
        }
        // transition 100: allPass.beforeLead COUNT_DISCOVERED[4] -> scoring
        if (g66(c, e, p368)) {
          a13(c, e, p369); // recordDiscovery
          a24(c, e, p370); // classify
          a4(c, e, p371); // cite
          a69(c, e, p372); // pcr_5_1_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(100);
          return;
        }
        // transition 101: allPass.beforeLead COUNT_DISCOVERED[5] -> tenCard
        if (g66(c, e, p373)) {
          a13(c, e, p374); // recordDiscovery
          a24(c, e, p375); // classify
          a4(c, e, p376); // cite
          a70(c, e, p377); // pcr_6_1_twoEach
          rt.stateIndex = 3; // tenCard
          rt.fire(101);
          return;
        }
        // transition 102: allPass.beforeLead COUNT_DISCOVERED[6] -> scoring
        if (g66(c, e, p378)) {
          a13(c, e, p379); // recordDiscovery
          a24(c, e, p380); // classify
          a4(c, e, p381); // cite
          a70(c, e, p382); // pcr_6_1_twoEach
          rt.stateIndex = 13; // scoring
          rt.fire(102);
          return;
        }
        // transition 103: allPass.beforeLead COUNT_DISCOVERED[7] -> scoring
        if (g66(c, e, p383)) {
          a13(c, e, p384); // recordDiscovery
          a24(c, e, p385); // classify
          a3(c, e, p386); // consult
          a35(c, e, p387); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(103);
          return;
        }
        // transition 104: allPass.beforeLead COUNT_DISCOVERED[8] -> scoring
        if (g66(c, e, p388)) {
          a13(c, e, p389); // recordDiscovery
          a24(c, e, p390); // classify
          a3(c, e, p391); // consult
          a35(c, e, p392); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(104);
          return;
        }
        // transition 105: allPass.beforeLead COUNT_DISCOVERED[9] -> scoring
        if (g66(c, e, p393)) {
          a13(c, e, p394); // recordDiscovery
          a24(c, e, p395); // classify
          a4(c, e, p396); // cite
          a36(c, e, p397); // code_redeal
          a37(c, e, p398); // clubSilent
          rt.stateIndex = 13; // scoring
          rt.fire(105);
          return;
        }
        // transition 106: allPass.beforeLead COUNT_DISCOVERED[10] -> scoring
        if (g66(c, e, p399)) {
          a13(c, e, p400); // recordDiscovery
          a24(c, e, p401); // classify
          a4(c, e, p402); // cite
          a36(c, e, p403); // code_redeal
          a37(c, e, p404); // clubSilent
          rt.stateIndex = 13; // scoring
          rt.fire(106);
          return;
        }
        return;
      }
      case 12: { // IRREGULARITY
        // transition 107: allPass.beforeLead IRREGULARITY[0] -> (targetless)
        if (g38(c, e, p405)) {
          a4(c, e, p406); // cite
          a39(c, e, p407); // code_3_2_21_peek
          a71(c, e, p408); // code_3_2_19_allPass
          rt.stateIndex = 10; // allPass.beforeLead
          rt.fire(107);
          return;
        }
        // transition 108: allPass.beforeLead IRREGULARITY[1] -> (targetless)
        if (g38(c, e, p409)) {
          a4(c, e, p410); // cite
          a71(c, e, p411); // code_3_2_19_allPass
          rt.stateIndex = 10; // allPass.beforeLead
          rt.fire(108);
          return;
        }
        return;
      }
    }
  }
  /** allPass.playing: events */
  function on11(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 8: { // TRICK
        // transition 109: allPass.playing TRICK[0] -> (targetless)
        a52(c, e, p412); // recordTrick
        rt.stateIndex = 11; // allPass.playing
        rt.fire(109);
        return;
      }
      case 9: { // PLAY_COMPLETE
        // transition 110: allPass.playing PLAY_COMPLETE[0] -> played
        a53(c, e, p413); // recordPlayComplete
        rt.stateIndex = 12; // played
        rt.fire(110);
        return;
      }
      case 10: { // COUNT_DISCOVERED
        // transition 111: allPass.playing COUNT_DISCOVERED[0] -> scoring
        if (g66(c, e, p414)) {
          a13(c, e, p415); // recordDiscovery
          a24(c, e, p416); // classify
          a4(c, e, p417); // cite
          a36(c, e, p418); // code_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(111);
          return;
        }
        // transition 112: allPass.playing COUNT_DISCOVERED[1] -> (targetless)
        if (g66(c, e, p419)) {
          a13(c, e, p420); // recordDiscovery
          a24(c, e, p421); // classify
          a4(c, e, p422); // cite
          a72(c, e, p423); // code_fn15_dealCounts
          rt.stateIndex = 11; // allPass.playing
          rt.fire(112);
          return;
        }
        // transition 113: allPass.playing COUNT_DISCOVERED[2] -> allPass.playing
        if (g66(c, e, p424)) {
          a13(c, e, p425); // recordDiscovery
          a24(c, e, p426); // classify
          a4(c, e, p427); // cite
          a73(c, e, p428); // pcr_5_2_1_revoke
          rt.stateIndex = 11; // allPass.playing
          rt.fire(113);
          return;
        }
        // transition 114: allPass.playing COUNT_DISCOVERED[3] -> played
        if (g66(c, e, p429)) {
          a13(c, e, p430); // recordDiscovery
          a24(c, e, p431); // classify
          a4(c, e, p432); // cite
          a73(c, e, p433); // pcr_5_2_1_revoke
          rt.stateIndex = 12; // played
          rt.fire(114);
          return;
        }
        // transition 115: allPass.playing COUNT_DISCOVERED[4] -> (targetless)
        if (g66(c, e, p434)) {
          a13(c, e, p435); // recordDiscovery
          a24(c, e, p436); // classify
          a4(c, e, p437); // cite
          a74(c, e, p438); // pcr_5_2_1_playOn
          rt.stateIndex = 11; // allPass.playing
          rt.fire(115);
          return;
        }
        // transition 116: allPass.playing COUNT_DISCOVERED[5] -> scoring
        if (g66(c, e, p439)) {
          a13(c, e, p440); // recordDiscovery
          a24(c, e, p441); // classify
          a4(c, e, p442); // cite
          a75(c, e, p443); // pcr_5_2_2_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(116);
          return;
        }
        // transition 117: allPass.playing COUNT_DISCOVERED[6] -> scoring
        if (g66(c, e, p444)) {
          a13(c, e, p445); // recordDiscovery
          a24(c, e, p446); // classify
          a4(c, e, p447); // cite
          a76(c, e, p448); // pcr_5_2_3_notFound
          rt.stateIndex = 13; // scoring
          rt.fire(117);
          return;
        }
        // transition 118: allPass.playing COUNT_DISCOVERED[7] -> scoring
        if (g66(c, e, p449)) {
          a13(c, e, p450); // recordDiscovery
          a24(c, e, p451); // classify
          a4(c, e, p452); // cite
          a77(c, e, p453); // pcr_6_2_fiveEach
          rt.stateIndex = 13; // scoring
          rt.fire(118);
          return;
        }
        // transition 119: allPass.playing COUNT_DISCOVERED[8] -> scoring
        if (g66(c, e, p454)) {
          a13(c, e, p455); // recordDiscovery
          a24(c, e, p456); // classify
          a3(c, e, p457); // consult
          a35(c, e, p458); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(119);
          return;
        }
        // transition 120: allPass.playing COUNT_DISCOVERED[9] -> scoring
        if (g66(c, e, p459)) {
          a13(c, e, p460); // recordDiscovery
          a24(c, e, p461); // classify
          a3(c, e, p462); // consult
          a35(c, e, p463); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(120);
          return;
        }
        // transition 121: allPass.playing COUNT_DISCOVERED[10] -> (targetless)
        if (g66(c, e, p464)) {
          a13(c, e, p465); // recordDiscovery
          a24(c, e, p466); // classify
          a4(c, e, p467); // cite
          a37(c, e, p468); // clubSilent
          a72(c, e, p469); // code_fn15_dealCounts
          rt.stateIndex = 11; // allPass.playing
          rt.fire(121);
          return;
        }
        // transition 122: allPass.playing COUNT_DISCOVERED[11] -> (targetless)
        if (g66(c, e, p470)) {
          a13(c, e, p471); // recordDiscovery
          a24(c, e, p472); // classify
          a4(c, e, p473); // cite
          a37(c, e, p474); // clubSilent
          a72(c, e, p475); // code_fn15_dealCounts
          rt.stateIndex = 11; // allPass.playing
          rt.fire(122);
          return;
        }
        return;
      }
      case 12: { // IRREGULARITY
        // transition 123: allPass.playing IRREGULARITY[0] -> (targetless)
        if (g61(c, e, p476)) {
          a4(c, e, p477); // cite
          rt.stateIndex = 11; // allPass.playing
          rt.fire(123);
          return;
        }
        // transition 124: allPass.playing IRREGULARITY[1] -> played
        if (g61(c, e, p478)) {
          a4(c, e, p479); // cite
          a78(c, e, p480); // code_3_9_14_3_takesRemaining
          rt.stateIndex = 12; // played
          rt.fire(124);
          return;
        }
        // transition 125: allPass.playing IRREGULARITY[2] -> allPass.playing
        if (g61(c, e, p481)) {
          a4(c, e, p482); // cite
          a62(c, e, p483); // code_3_9_16_2_revoke
          rt.stateIndex = 11; // allPass.playing
          rt.fire(125);
          return;
        }
        // transition 126: allPass.playing IRREGULARITY[3] -> (targetless)
        if (g61(c, e, p484)) {
          a4(c, e, p485); // cite
          a63(c, e, p486); // exposeCard
          rt.stateIndex = 11; // allPass.playing
          rt.fire(126);
          return;
        }
        // transition 127: allPass.playing IRREGULARITY[4] -> (targetless)
        if (g61(c, e, p487)) {
          a4(c, e, p488); // cite
          rt.stateIndex = 11; // allPass.playing
          rt.fire(127);
          return;
        }
        // transition 128: allPass.playing IRREGULARITY[5] -> (targetless)
        if (g61(c, e, p489)) {
          a4(c, e, p490); // cite
          a64(c, e, p491); // code_3_9_11_2_lookedAtTrick
          rt.stateIndex = 11; // allPass.playing
          rt.fire(128);
          return;
        }
        return;
      }
    }
  }
  /** played: events */
  function on12(rt: Rt, c: any, e: any, k: number): void {
    switch (k) {
      case 10: { // COUNT_DISCOVERED
        // transition 130: played COUNT_DISCOVERED[0] -> (targetless)
        if (g54(c, e, p492)) {
          a13(c, e, p493); // recordDiscovery
          a24(c, e, p494); // classify
          a4(c, e, p495); // cite
          a55(c, e, p496); // code_3_4_6_twoDown
          rt.stateIndex = 12; // played
          rt.fire(130);
          return;
        }
        // transition 131: played COUNT_DISCOVERED[1] -> (targetless)
        if (g54(c, e, p497)) {
          a13(c, e, p498); // recordDiscovery
          a24(c, e, p499); // classify
          a4(c, e, p500); // cite
          a56(c, e, p501); // code_3_9_18_duringPlay
          rt.stateIndex = 12; // played
          rt.fire(131);
          return;
        }
        // transition 132: played COUNT_DISCOVERED[2] -> (targetless)
        if (g54(c, e, p502)) {
          a13(c, e, p503); // recordDiscovery
          a24(c, e, p504); // classify
          a4(c, e, p505); // cite
          a55(c, e, p506); // code_3_4_6_twoDown
          rt.stateIndex = 12; // played
          rt.fire(132);
          return;
        }
        // transition 133: played COUNT_DISCOVERED[3] -> (targetless)
        if (g54(c, e, p507)) {
          a13(c, e, p508); // recordDiscovery
          a24(c, e, p509); // classify
          a3(c, e, p510); // consult
          a4(c, e, p511); // cite
          a56(c, e, p512); // code_3_9_18_duringPlay
          rt.stateIndex = 12; // played
          rt.fire(133);
          return;
        }
        // transition 134: played COUNT_DISCOVERED[4] -> (targetless)
        if (g54(c, e, p513)) {
          a13(c, e, p514); // recordDiscovery
          a24(c, e, p515); // classify
          a4(c, e, p516); // cite
          a57(c, e, p517); // pcr_3_contractWithWrongCount
          rt.stateIndex = 12; // played
          rt.fire(134);
          return;
        }
        // transition 135: played COUNT_DISCOVERED[5] -> (targetless)
        if (g54(c, e, p518)) {
          a13(c, e, p519); // recordDiscovery
          a24(c, e, p520); // classify
          a3(c, e, p521); // consult
          a4(c, e, p522); // cite
          a58(c, e, p523); // pcr_4_cannotMakeUp
          rt.stateIndex = 12; // played
          rt.fire(135);
          return;
        }
        // transition 136: played COUNT_DISCOVERED[6] -> replay
        if (g54(c, e, p524)) {
          a13(c, e, p525); // recordDiscovery
          a24(c, e, p526); // classify
          a3(c, e, p527); // consult
          a4(c, e, p528); // cite
          a59(c, e, p529); // pcr_4_replayOpen
          rt.stateIndex = 8; // replay
          rt.fire(136);
          return;
        }
        // transition 137: played COUNT_DISCOVERED[7] -> (targetless)
        if (g54(c, e, p530)) {
          a13(c, e, p531); // recordDiscovery
          a24(c, e, p532); // classify
          a3(c, e, p533); // consult
          a4(c, e, p534); // cite
          a59(c, e, p535); // pcr_4_replayOpen
          rt.stateIndex = 12; // played
          rt.fire(137);
          return;
        }
        // transition 138: played COUNT_DISCOVERED[8] -> (targetless)
        if (g54(c, e, p536)) {
          a13(c, e, p537); // recordDiscovery
          a24(c, e, p538); // classify
          a3(c, e, p539); // consult
          a4(c, e, p540); // cite
          a60(c, e, p541); // pcr_3_defenders
          rt.stateIndex = 12; // played
          rt.fire(138);
          return;
        }
        // transition 139: played COUNT_DISCOVERED[9] -> scoring
        if (g54(c, e, p542)) {
          a13(c, e, p543); // recordDiscovery
          a24(c, e, p544); // classify
          a3(c, e, p545); // consult
          a35(c, e, p546); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(139);
          return;
        }
        // transition 140: played COUNT_DISCOVERED[10] -> (targetless)
        if (g54(c, e, p547)) {
          a13(c, e, p548); // recordDiscovery
          a24(c, e, p549); // classify
          a4(c, e, p550); // cite
          a37(c, e, p551); // clubSilent
          rt.stateIndex = 12; // played
          rt.fire(140);
          return;
        }
        // transition 141: played COUNT_DISCOVERED[11] -> scoring
        if (g66(c, e, p552)) {
          a13(c, e, p553); // recordDiscovery
          a24(c, e, p554); // classify
          a4(c, e, p555); // cite
          a36(c, e, p556); // code_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(141);
          return;
        }
        // transition 142: played COUNT_DISCOVERED[12] -> (targetless)
        if (g66(c, e, p557)) {
          a13(c, e, p558); // recordDiscovery
          a24(c, e, p559); // classify
          a4(c, e, p560); // cite
          a72(c, e, p561); // code_fn15_dealCounts
          rt.stateIndex = 12; // played
          rt.fire(142);
          return;
        }
        // transition 143: played COUNT_DISCOVERED[13] -> allPass.playing
        if (g66(c, e, p562)) {
          a13(c, e, p563); // recordDiscovery
          a24(c, e, p564); // classify
          a4(c, e, p565); // cite
          a73(c, e, p566); // pcr_5_2_1_revoke
          rt.stateIndex = 11; // allPass.playing
          rt.fire(143);
          return;
        }
        // transition 144: played COUNT_DISCOVERED[14] -> played
        if (g66(c, e, p567)) {
          a13(c, e, p568); // recordDiscovery
          a24(c, e, p569); // classify
          a4(c, e, p570); // cite
          a73(c, e, p571); // pcr_5_2_1_revoke
          rt.stateIndex = 12; // played
          rt.fire(144);
          return;
        }
        // transition 145: played COUNT_DISCOVERED[15] -> (targetless)
        if (g66(c, e, p572)) {
          a13(c, e, p573); // recordDiscovery
          a24(c, e, p574); // classify
          a4(c, e, p575); // cite
          a74(c, e, p576); // pcr_5_2_1_playOn
          rt.stateIndex = 12; // played
          rt.fire(145);
          return;
        }
        // transition 146: played COUNT_DISCOVERED[16] -> scoring
        if (g66(c, e, p577)) {
          a13(c, e, p578); // recordDiscovery
          a24(c, e, p579); // classify
          a4(c, e, p580); // cite
          a75(c, e, p581); // pcr_5_2_2_redeal
          rt.stateIndex = 13; // scoring
          rt.fire(146);
          return;
        }
        // transition 147: played COUNT_DISCOVERED[17] -> scoring
        if (g66(c, e, p582)) {
          a13(c, e, p583); // recordDiscovery
          a24(c, e, p584); // classify
          a4(c, e, p585); // cite
          a76(c, e, p586); // pcr_5_2_3_notFound
          rt.stateIndex = 13; // scoring
          rt.fire(147);
          return;
        }
        // transition 148: played COUNT_DISCOVERED[18] -> scoring
        if (g66(c, e, p587)) {
          a13(c, e, p588); // recordDiscovery
          a24(c, e, p589); // classify
          a4(c, e, p590); // cite
          a77(c, e, p591); // pcr_6_2_fiveEach
          rt.stateIndex = 13; // scoring
          rt.fire(148);
          return;
        }
        // transition 149: played COUNT_DISCOVERED[19] -> scoring
        if (g66(c, e, p592)) {
          a13(c, e, p593); // recordDiscovery
          a24(c, e, p594); // classify
          a3(c, e, p595); // consult
          a35(c, e, p596); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(149);
          return;
        }
        // transition 150: played COUNT_DISCOVERED[20] -> scoring
        if (g66(c, e, p597)) {
          a13(c, e, p598); // recordDiscovery
          a24(c, e, p599); // classify
          a3(c, e, p600); // consult
          a35(c, e, p601); // redealNoFine
          rt.stateIndex = 13; // scoring
          rt.fire(150);
          return;
        }
        // transition 151: played COUNT_DISCOVERED[21] -> (targetless)
        if (g66(c, e, p602)) {
          a13(c, e, p603); // recordDiscovery
          a24(c, e, p604); // classify
          a4(c, e, p605); // cite
          a37(c, e, p606); // clubSilent
          a72(c, e, p607); // code_fn15_dealCounts
          rt.stateIndex = 12; // played
          rt.fire(151);
          return;
        }
        // transition 152: played COUNT_DISCOVERED[22] -> (targetless)
        if (g66(c, e, p608)) {
          a13(c, e, p609); // recordDiscovery
          a24(c, e, p610); // classify
          a4(c, e, p611); // cite
          a37(c, e, p612); // clubSilent
          a72(c, e, p613); // code_fn15_dealCounts
          rt.stateIndex = 12; // played
          rt.fire(152);
          return;
        }
        // transition 153: played COUNT_DISCOVERED[23] -> replay
        if (g54(c, e, p614)) {
          a13(c, e, p615); // recordDiscovery
          a24(c, e, p616); // classify
          a3(c, e, p617); // consult
          a4(c, e, p618); // cite
          a57(c, e, p619); // pcr_3_contractWithWrongCount
          a59(c, e, p620); // pcr_4_replayOpen
          rt.stateIndex = 8; // replay
          rt.fire(153);
          return;
        }
        return;
      }
      case 12: { // IRREGULARITY
        // transition 154: played IRREGULARITY[0] -> (targetless)
        if (g61(c, e, p621)) {
          a4(c, e, p622); // cite
          rt.stateIndex = 12; // played
          rt.fire(154);
          return;
        }
        // transition 155: played IRREGULARITY[1] -> play
        if (g61(c, e, p623)) {
          a3(c, e, p624); // consult
          a4(c, e, p625); // cite
          a62(c, e, p626); // code_3_9_16_2_revoke
          rt.stateIndex = 7; // play
          rt.fire(155);
          return;
        }
        // transition 156: played IRREGULARITY[2] -> (targetless)
        if (g61(c, e, p627)) {
          a4(c, e, p628); // cite
          rt.stateIndex = 12; // played
          rt.fire(156);
          return;
        }
        // transition 157: played IRREGULARITY[3] -> (targetless)
        if (g61(c, e, p629)) {
          a4(c, e, p630); // cite
          a64(c, e, p631); // code_3_9_11_2_lookedAtTrick
          rt.stateIndex = 12; // played
          rt.fire(157);
          return;
        }
        // transition 158: played IRREGULARITY[4] -> (targetless)
        if (g61(c, e, p632)) {
          a4(c, e, p633); // cite
          a65(c, e, p634); // code_3_4_9_lookedAtDiscard
          rt.stateIndex = 12; // played
          rt.fire(158);
          return;
        }
        // transition 159: played IRREGULARITY[5] -> (targetless)
        if (g61(c, e, p635)) {
          a4(c, e, p636); // cite
          rt.stateIndex = 12; // played
          rt.fire(159);
          return;
        }
        // transition 160: played IRREGULARITY[6] -> allPass.playing
        if (g61(c, e, p637)) {
          a4(c, e, p638); // cite
          a62(c, e, p639); // code_3_9_16_2_revoke
          rt.stateIndex = 11; // allPass.playing
          rt.fire(160);
          return;
        }
        // transition 161: played IRREGULARITY[7] -> (targetless)
        if (g61(c, e, p640)) {
          a4(c, e, p641); // cite
          rt.stateIndex = 12; // played
          rt.fire(161);
          return;
        }
        // transition 162: played IRREGULARITY[8] -> (targetless)
        if (g61(c, e, p642)) {
          a4(c, e, p643); // cite
          a64(c, e, p644); // code_3_9_11_2_lookedAtTrick
          rt.stateIndex = 12; // played
          rt.fire(162);
          return;
        }
        return;
      }
      case 13: { // SCORE
        // transition 129: played SCORE[0] -> scoring
        rt.stateIndex = 13; // scoring
        rt.fire(129);
        return;
      }
    }
  }
  /** scoring: always (-1 none taken, 0 taken without change, 1 taken) */
  function always13(rt: Rt, c: any, e: any): number {
    // transition 163: scoring always[0] -> closing
    if (g45(c, e, p645)) {
      rt.tick();
      a79(c, e, p646); // scoreRedeal
      rt.stateIndex = 14; // closing
      rt.fire(163);
      return 1;
    }
    // transition 164: scoring always[1] -> closing
    if (g45(c, e, p647)) {
      rt.tick();
      a80(c, e, p648); // scoreStopped
      rt.stateIndex = 14; // closing
      rt.fire(164);
      return 1;
    }
    // transition 165: scoring always[2] -> closing
    if (g81(c, e, p649)) {
      rt.tick();
      a82(c, e, p650); // scoreAllPass
      rt.stateIndex = 14; // closing
      rt.fire(165);
      return 1;
    }
    // transition 166: scoring always[3] -> closing
    if (g81(c, e, p651)) {
      rt.tick();
      a83(c, e, p652); // scoreMisere
      rt.stateIndex = 14; // closing
      rt.fire(166);
      return 1;
    }
    // transition 167: scoring always[4] -> closing
    if (g84(c, e, p653)) {
      rt.tick();
      a85(c, e, p654); // scoreUnplayed
      rt.stateIndex = 14; // closing
      rt.fire(167);
      return 1;
    }
    // transition 168: scoring always[5] -> closing
    rt.tick();
    a86(c, e, p655); // scoreGame
    rt.stateIndex = 14; // closing
    rt.fire(168);
    return 1;
  }
  /** closing: always (-1 none taken, 0 taken without change, 1 taken) */
  function always14(rt: Rt, c: any, e: any): number {
    // transition 169: closing always[0] -> awaitingDeal
    rt.tick();
    a87(c, e, p656); // closeDeal
    rt.stateIndex = 1; // awaitingDeal
    rt.fire(169);
    return 1;
  }

  return {
    hasAlways: Uint8Array.of(0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0),
    init(rt: Rt, c: any, e: any): void {
      rt.stateIndex = 1; // awaitingDeal
    },
    on(rt: Rt, c: any, e: any, k: number): void {
      switch (rt.stateIndex) {
        case 1: on1(rt, c, e, k); return;
        case 2: on2(rt, c, e, k); return;
        case 3: on3(rt, c, e, k); return;
        case 5: on5(rt, c, e, k); return;
        case 6: on6(rt, c, e, k); return;
        case 7: on7(rt, c, e, k); return;
        case 8: on8(rt, c, e, k); return;
        case 10: on10(rt, c, e, k); return;
        case 11: on11(rt, c, e, k); return;
        case 12: on12(rt, c, e, k); return;
      }
    },
    always(rt: Rt, c: any, e: any): number {
      switch (rt.stateIndex) {
        case 1: return always1(rt, c, e);
        case 3: return always3(rt, c, e);
        case 4: return always4(rt, c, e);
        case 13: return always13(rt, c, e);
        case 14: return always14(rt, c, e);
        default: return -1;
      }
    },
  };
}
