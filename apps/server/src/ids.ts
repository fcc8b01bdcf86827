import { createIdGenerator } from '@kira/core/ids';

/** The process's one id generator, so ids made here never repeat (the database's unique indexes guard across processes). */
export const ids = createIdGenerator();
