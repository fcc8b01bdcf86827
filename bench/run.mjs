// `npm run bench`: prints the figures; never part of `npm test`.
import { benchLandingBundle } from './landing-bundle.mjs';
import { benchStartup } from './startup.mjs';

const rows = [...benchLandingBundle(), ...(await benchStartup())];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nKira benchmarks (${new Date().toISOString()}, ${process.version})`);
for (const [what, figure, note] of rows)
  console.log(`${what.padEnd(width)}  ${figure.padStart(14)}  ${note}`);
