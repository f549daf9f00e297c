/**
 * The four competition formats (FDU 6.2.2.5–6.2.2.6 name them; the seat and side layout is the
 * common rule, digest §2.1). Seats are 0-based and clockwise; in 2x2 partners sit opposite, so
 * seats 0 and 2 form side 0 and seats 1 and 3 form side 1.
 */
export type FormatId = '1x1' | '1x2' | '1x3' | '2x2';
export const FORMATS: readonly FormatId[] = ['1x1', '1x2', '1x3', '2x2'];

export interface Format {
  readonly id: FormatId;
  readonly players: number;
  readonly sides: number;
  /** side index of each seat */
  readonly sideOf: readonly number[];
  /** the seats of each side */
  readonly seatsOf: readonly (readonly number[])[];
  /** cards per hand after a normal deal's completion */
  readonly handSize: number;
  /** a single opposing side (1x1, 2x2), as 6.2.2.5 distinguishes it from 1x2/1x3 */
  readonly singleOpponent: boolean;
}

function makeFormat(id: FormatId, players: number, sideOf: number[], handSize: number): Format {
  const sides = Math.max(...sideOf) + 1;
  const seatsOf = Array.from({ length: sides }, (_, s) => sideOf.flatMap((side, seat) => (side === s ? [seat] : [])));
  return { id, players, sides, sideOf, seatsOf, handSize, singleOpponent: sides === 2 };
}

const TABLE: Record<FormatId, Format> = {
  '1x1': makeFormat('1x1', 2, [0, 1], 9),
  '1x2': makeFormat('1x2', 3, [0, 1, 2], 9),
  '1x3': makeFormat('1x3', 4, [0, 1, 2, 3], 8),
  '2x2': makeFormat('2x2', 4, [0, 1, 0, 1], 8),
};

export const formatOf = (id: FormatId): Format => TABLE[id];
export const isFormatId = (x: unknown): x is FormatId => typeof x === 'string' && x in TABLE;

/** The seat after `seat` in turn order (clockwise; DEB-G37 fixes the direction). */
export const nextSeat = (format: Format, seat: number): number => (seat + 1) % format.players;
