import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server, in src/ when run from source and in dist/ when
// bundled, so the same relative step finds the server's folder either way.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
