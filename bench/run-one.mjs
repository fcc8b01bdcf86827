// One bench in a process of its own (see run.mjs): `node bench/run-one.mjs <name> <rows file>`
// writes the bench's rows to the file as JSON.
import { writeFileSync } from 'node:fs';
import { benches } from './benches.mjs';

const [name, rowsFile] = process.argv.slice(2);
const [module, measure] = benches[name];
const rows = await (await import(module))[measure]();
writeFileSync(rowsFile, JSON.stringify(rows));
