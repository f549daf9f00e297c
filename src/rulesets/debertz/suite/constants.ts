/**
 * Fixed choices of the Debertz abstraction, shared by the adapter and the concretiser.
 *
 * @internal
 */

/** Seat 1 (the eldest, dealer 0) orders and is the declarer of every abstract deal; seat 0 defends. */
export const ABSTRACT_DECLARER = 1;
/** An odd pot, so that splitting it two or three ways leaves a remainder (DEB-G14). */
export const ABSTRACT_POT = 83;
