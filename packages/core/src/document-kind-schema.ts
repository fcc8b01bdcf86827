import { z } from 'zod';
import { DOCUMENT_KIND_VALUES } from './document-lifecycle.ts';

export const documentKindSchema = z.enum(DOCUMENT_KIND_VALUES, { error: 'Not a kind of document' });
