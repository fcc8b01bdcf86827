import { BANNER_INTERVAL_SECONDS } from '@kira/core/constants';

/** The landing page's banner shows each image for 5 seconds (the seed's business constant). */
export const BANNER_INTERVAL_MS = BANNER_INTERVAL_SECONDS * 1000;
