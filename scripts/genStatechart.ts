/**
 * Writes the generated statechart modules (src/rulesets/<id>/machine/<id>.gen.ts), one per machine,
 * from the compiled tables. `--check` writes nothing and exits 1 when a file is stale.
 *
 *   npm run gen:statechart            # after a change of states, transitions or guard/action names
 *   npx tsx scripts/genStatechart.ts --check
 *
 * The modules are checked in (see src/core/statechart/README.md, "Generated code").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { debertzMachine } from '../src/rulesets/debertz/machine/definition.ts';
import { preferansMachine } from '../src/rulesets/preferans/machine/definition.ts';
import { generatedFileOf, generateModule } from '../src/core/statechart/codegen.ts';
import { compile } from '../src/core/statechart/compile.ts';
import type { MachineDefinition } from '../src/core/statechart/definition.ts';

/** The machines with generated code (keep in step with src/rulesets/generated.ts). */
export const GENERATED_MACHINES: readonly MachineDefinition<any, any>[] = [debertzMachine, preferansMachine];

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');
let stale = 0;
for (const def of GENERATED_MACHINES) {
  const file = generatedFileOf(def.id);
  const { text } = generateModule(compile(def));
  let current: string | null = null;
  try {
    current = readFileSync(new URL(file, root), 'utf8');
  } catch {
    current = null;
  }
  if (current === text) {
    console.log(`${file}: up to date`);
    continue;
  }
  stale++;
  if (check) console.log(`${file}: STALE`);
  else {
    writeFileSync(new URL(file, root), text);
    console.log(`${file}: written (${text.length} bytes)`);
  }
}
if (check && stale) process.exit(1);
