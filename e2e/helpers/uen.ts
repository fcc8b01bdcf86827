import { uenCheckLetter } from '../../packages/core/src/uen.ts';

/** A local-company UEN with the check letter Kira expects, and the same with a wrong letter. */
export function localCompanyUen(body: string): { uen: string; wrongLetter: string } {
  const letter = uenCheckLetter(body, 'local_company');
  return { uen: `${body}${letter}`, wrongLetter: `${body}${letter === 'Z' ? 'K' : 'Z'}` };
}
