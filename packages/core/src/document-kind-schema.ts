import { DOCUMENT_KIND_VALUES } from './document-lifecycle.ts';
import { z } from './zod.ts';

export const documentKindSchema = z.enum(DOCUMENT_KIND_VALUES, { error: 'Not a kind of document' });
