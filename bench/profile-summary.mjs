// Sums a V8 CPU profile (.cpuprofile, as `BENCH_PROFILE` writes them): the functions and the
// packages that spent the most of its busy samples, by self time; with `from` and `to`, only
// the samples of those seconds of the profile (a bench runs several loads one after the other).
// `node bench/profile-summary.mjs <file> [rows] [from] [to]`.
import { readFileSync } from 'node:fs';

const [file, rowsArgument = '40', from = '0', to = 'Infinity'] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node bench/profile-summary.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const hits = new Map();
let elapsed = 0;
let total = 0;
profile.samples.forEach((id, index) => {
  elapsed += profile.timeDeltas[index];
  const second = elapsed / 1e6;
  if (second < Number(from) || second >= Number(to)) return;
  if (nodes.get(id).callFrame.functionName === '(idle)') return;
  hits.set(id, (hits.get(id) ?? 0) + 1);
  total++;
});

const byFunction = new Map();
const byPackage = new Map();
const add = (map, key, count) => map.set(key, (map.get(key) ?? 0) + count);
for (const [id, count] of hits) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const place = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/kira\//, '');
  add(byFunction, `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`, count);
  add(byPackage, packageOf(url, functionName), count);
}

/** The npm package a frame's file belongs to, or what else it is. */
function packageOf(url, functionName) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/apps/server/')) return 'kira server';
  if (url === '') return functionName.startsWith('(') ? functionName : 'native';
  return url;
}

const print = (title, map) => {
  console.log(`\n${title} (of ${total} samples)`);
  for (const [key, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(rowsArgument)))
    console.log(`${((100 * count) / total).toFixed(1).padStart(6)} %  ${key}`);
};
print('By package', byPackage);
print('By function', byFunction);
