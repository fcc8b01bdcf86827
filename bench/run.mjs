// `npm run bench`: prints the figures; never part of `npm test`.
// `npm run bench -- documents startup` runs only the benches named.
import { benchContactList } from './contacts-list.mjs';
import { benchDocumentEditor } from './document-editor.mjs';
import { benchDocuments } from './documents.mjs';
import { benchLandingBundle } from './landing-bundle.mjs';
import { benchLandingLighthouse } from './landing-lighthouse.mjs';
import { benchPdf } from './pdf.mjs';
import { benchStartup } from './startup.mjs';

const benches = {
  'landing-bundle': async () => benchLandingBundle(),
  'landing-lighthouse': benchLandingLighthouse,
  startup: benchStartup,
  contacts: benchContactList,
  documents: benchDocuments,
  'document-editor': benchDocumentEditor,
  pdf: benchPdf,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `Unknown bench ${unknown.join(', ')}; choose among ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}

const rows = [];
for (const [name, bench] of Object.entries(benches)) {
  if (chosen.length === 0 || chosen.includes(name)) rows.push(...(await bench()));
}
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nKira benchmarks (${new Date().toISOString()}, ${process.version})`);
for (const [what, figure, note] of rows)
  console.log(`${what.padEnd(width)}  ${figure.padStart(14)}  ${note}`);
