// The checked-in generated modules (`npm run gen:statechart` writes them; scripts/genStatechart.ts
// lists the machines). One namespace per machine; generatedRuntime.ts looks them up by machine id.
export * as debertz from './debertz.gen.ts';
export * as preferans from './preferans.gen.ts';
