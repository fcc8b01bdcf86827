// biome-ignore lint/style/noRestrictedImports: the one place core takes z from Zod itself.
import { z } from 'zod';

// Zod compiles its object parsers with `new Function` where it may, and finds out by trying when
// the first schema is made. Kira's pages allow no eval (the content security policy), and the
// browser reports the refused try as a violation; so in a browser Zod parses without compiling.
// The server keeps the compiled parsers. Core's schemas import `z` from here, after this.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
