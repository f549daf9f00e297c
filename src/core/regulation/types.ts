/** The rulesets cardlaw knows. */
export type RulesetId = 'debertz' | 'preferans';

/**
 * One clause of a regulation, quoted in its source language with an English gloss.
 * Ids follow the convention `DEB-6.2.1.8`, `DEB-6.2.1.8.c` (bullet items by letter),
 * `PCR-5.2.3` (Preferans club rules), `CODE-3.9.18` (Preferans Code 1996).
 */
export interface Clause {
  readonly id: string;
  /** Where the text comes from, e.g. "FDU competition rules, section 6". */
  readonly source: string;
  /** The clause text in the source language, verbatim. */
  readonly text: string;
  /** A faithful English rendering; not an interpretation. */
  readonly gloss: string;
  /** Heading the clause stands under in the source (e.g. "Байд."), when there is one. */
  readonly heading?: string;
}

export interface ReadingOption {
  /** Short stable id used in overrides and reports, e.g. `literal`, `team`. */
  readonly id: string;
  /** One line saying what the model does under this reading. */
  readonly summary: string;
}

/**
 * How the model treats a gap:
 * - `switch`: a working switch; every listed reading is implemented and tested;
 * - `fixed`: the model implements one reading only and says why (the others are listed for the
 *   committee but would need rules the model does not have);
 * - `not-modelled`: the gap is about something outside a deal's mechanics (provenance,
 *   protocol wording); `note` says why.
 */
export type GapStatus = 'switch' | 'fixed' | 'not-modelled';

/** A place where the text is ambiguous, silent or self-contradictory, with its named readings. */
export interface Gap {
  readonly id: string;
  readonly clauses: readonly string[];
  readonly title: string;
  readonly question: string;
  readonly readings: readonly ReadingOption[];
  readonly default: string;
  readonly status: GapStatus;
  /** Why a gap is fixed or not modelled; where in the model a switch acts. */
  readonly note: string;
}

/** The chosen reading per gap id (only `switch` and `fixed` gaps appear). */
export type Readings = Readonly<Record<string, string>>;

/** A regulation as the registry holds it: its clauses (quoted) and its gaps (with readings). */
export interface Regulation {
  readonly id: RulesetId;
  readonly title: string;
  readonly clauses: readonly Clause[];
  readonly gaps: readonly Gap[];
}
