export * from './card.ts';
export * from './notation.ts';
export * from './mask.ts';
export * from './rng.ts';
export * from './deck.ts';
