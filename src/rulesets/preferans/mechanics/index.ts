/**
 * Preferans mechanics: the contract ladder, dealing, auction, talon, whisting, trick play, the
 * score sheet for Sochi / Leningrad / Rostov, and the final settlement. Facts only: nothing here
 * decides a penalty (see ARCHITECTURE.md, "mechanics").
 */
export * from './seats.ts';
export * from './contracts.ts';
export * from './deal.ts';
export * from './auction.ts';
export * from './talon.ts';
export * from './whist.ts';
export * from './play.ts';
export * from './variants.ts';
export * from './sheet.ts';
export * from './scoring.ts';
export * from './allpass.ts';
export * from './settlement.ts';
