import { type CreateContact, createContactSchema } from '@kira/core/contacts';
import { z } from 'zod';
import contacts from './demo-data/contacts.json' with { type: 'json' };

// The demo company's contact book is data: demo-data/contacts.json, fixed values, the same on
// every machine. Its UENs carry the check letter our algorithm expects, so no warning shows.

/**
 * The demo company's contacts (35 customers, 18 suppliers and 7 that are both), read by the
 * rules of the contact form when this module loads: a data file that breaks them stops the
 * server at start, naming the contact and the field.
 */
export const DEMO_CONTACTS: CreateContact[] = z.array(createContactSchema).parse(contacts);
