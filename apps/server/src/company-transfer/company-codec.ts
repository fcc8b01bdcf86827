import { basename } from 'node:path';
import { companies } from '../db/schema/index.ts';
import { rowCodec } from './row-codec.ts';

/**
 * A company's settings as its archive carries them: what it entered, not what this server
 * decided for it (its plan and trial, raised limits, demo and platform flags) nor where its
 * logo is kept here.
 */
export const COMPANY_CODEC = rowCodec(companies, {
  omit: [
    'isPlatform',
    'isReadOnly',
    'plan',
    'trialEndsAt',
    'limitOverrides',
    'logoFile',
    'logoUpdatedAt',
    'createdBy',
    'createdAt',
    'updatedAt',
    'importingUntil',
  ],
});

/** A logo's file under `DATA_DIR/logos` (`<tenant>/<digest>.png`) as the archive names it. */
export const logoName = (file: string) => basename(file);
