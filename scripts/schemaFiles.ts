/**
 * The JSON Schemas published in schemas/ (draft 2020-12), and an Ajv instance that knows them all
 * — for the generator of the run-time validators (scripts/genSchemas.ts) and for the tests. Ajv is
 * never loaded by cardlaw itself: it runs the generated validators.
 */
import { readdirSync, readFileSync } from 'node:fs';
import Ajv2020Module from 'ajv/dist/2020.js';
import type { Options } from 'ajv';

const dir = new URL('../schemas/', import.meta.url);

/** Every schema file by name (`debertz-scenario.schema.json` → its JSON). */
export const SCHEMA_FILES: Record<string, { $id: string } & Record<string, unknown>> = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8'))]),
);

/**
 * The validators cardlaw runs: schema file → generated module (src/core/schema/, one per schema,
 * so that a Debertz judge call loads only the Debertz validator, and `cardlaw simulate` only the
 * spec's).
 */
export const RUNTIME_SCHEMAS: Record<string, string> = {
  'debertz-scenario.schema.json': 'src/core/schema/debertz-scenario.gen.cjs',
  'preferans-scenario.schema.json': 'src/core/schema/preferans-scenario.gen.cjs',
  'sim-spec.schema.json': 'src/core/schema/sim-spec.gen.cjs',
};

const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as new (o: Options) => import('ajv').default;

/**
 * Ajv as cardlaw compiles its schemas: draft 2020-12, strict (a typo in a schema keyword is an
 * error, not an ignored annotation), the first error only (the judge names one problem at a
 * time, as it always did), `verbose` so that each error carries the failing subschema and value
 * the message is built from (src/core/schema/messages.ts).
 */
export function createSchemaAjv(extra: Options = {}): import('ajv').default {
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: false, verbose: true, ...extra });
  for (const s of Object.values(SCHEMA_FILES)) ajv.addSchema(s);
  return ajv;
}
