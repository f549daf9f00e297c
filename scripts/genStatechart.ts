/**
 * Writes the generated statechart modules (src/rulesets/<id>/machine/<id>.gen.ts), one per machine,
 * from the compiled tables. `--check` writes nothing and exits 1 when a file is stale.
 *
 *   npm run gen:statechart            # after a change of states, transitions or guard/action names
 *   npx tsx scripts/genStatechart.ts --check
 *
 * The modules are checked in (see src/core/statechart/README.md, "Generated code").
 */
import { debertzMachine } from '../src/rulesets/debertz/machine/definition.ts';
import { preferansMachine } from '../src/rulesets/preferans/machine/definition.ts';
import { generatedFileOf, generateModule } from '../src/core/statechart/codegen.ts';
import { compile } from '../src/core/statechart/compile.ts';
import { writeGenerated } from './writeGenerated.ts';
import type { MachineDefinition } from '../src/core/statechart/definition.ts';

/** The machines with generated code (keep in step with src/rulesets/generated.ts). */
export const GENERATED_MACHINES: readonly MachineDefinition<any, any>[] = [debertzMachine, preferansMachine];

writeGenerated(Object.fromEntries(GENERATED_MACHINES.map((def) => [generatedFileOf(def.id), generateModule(compile(def)).text])), 'npm run gen:statechart');
