import type { Abilities, Action } from '@kira/core/permissions';
import { allows } from '../../lib/auth/abilities.ts';

export interface StartMenuLink {
  label: string;
  to: string;
}

const EVERYONE: readonly StartMenuLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Add a Document', to: '/document/' },
  { label: 'Contact Book', to: '/contactbook/' },
  { label: 'Product List', to: '/pnsbook/' },
  // The seed's four, then the lists of documents.
  { label: 'Documents', to: '/documents?kind=invoice' },
];

const PLATFORM_ONLY: readonly StartMenuLink[] = [
  { label: 'Project', to: '/progress' },
  { label: 'Developer', to: '/developer' },
];

/** The Start menu's links: Project and Developer only in the platform tenant (seed section 6). */
export function startMenuLinks(platformTenant: boolean): StartMenuLink[] {
  return platformTenant ? [...EVERYONE, ...PLATFORM_ONLY] : [...EVERYONE];
}

const COMPANY_LINKS: readonly (StartMenuLink & { needs: Action })[] = [
  { label: 'Company settings', to: '/settings/company', needs: 'company.read' },
  { label: 'Members', to: '/settings/members', needs: 'members.read' },
  { label: 'Audit log', to: '/settings/audit', needs: 'audit.read' },
];

/** The active company's screens the server says this user may open. */
export function companyMenuLinks(abilities: Abilities | null): StartMenuLink[] {
  return COMPANY_LINKS.filter((link) => allows(abilities, link.needs)).map(({ label, to }) => ({
    label,
    to,
  }));
}
