// `npm run bench`: prints the figures; never part of `npm test`.
import { benchContactList } from './contacts-list.mjs';
import { benchDocuments } from './documents.mjs';
import { benchLandingBundle } from './landing-bundle.mjs';
import { benchLandingLighthouse } from './landing-lighthouse.mjs';
import { benchStartup } from './startup.mjs';

const rows = [
  ...benchLandingBundle(),
  ...(await benchLandingLighthouse()),
  ...(await benchStartup()),
  ...(await benchContactList()),
  ...(await benchDocuments()),
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nKira benchmarks (${new Date().toISOString()}, ${process.version})`);
for (const [what, figure, note] of rows)
  console.log(`${what.padEnd(width)}  ${figure.padStart(14)}  ${note}`);
