import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from './paths.ts';

/** The product's version: the one in the repository's root package.json. */
export const version: string = (
  JSON.parse(readFileSync(join(serverRoot, '../../package.json'), 'utf8')) as { version: string }
).version;
