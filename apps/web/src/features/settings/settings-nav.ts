import type { Abilities, Action } from '@kira/core/permissions';
import { allows } from '../../lib/auth/abilities.ts';

export interface SettingsLink {
  label: string;
  to: string;
  /** The ability that lets the user see the screen; the link shows only with it. */
  needs: Action;
}

/** Every settings screen, in the order of the side navigation. */
export const SETTINGS_LINKS: readonly SettingsLink[] = [
  { label: 'Company profile', to: '/settings/company', needs: 'company.read' },
  { label: 'Tax', to: '/settings/tax', needs: 'company.read' },
  { label: 'Payments', to: '/settings/payments', needs: 'company.read' },
  { label: 'Documents', to: '/settings/documents', needs: 'company.read' },
  { label: 'Numbering', to: '/settings/numbering', needs: 'company.read' },
  { label: 'E-mails', to: '/settings/emails', needs: 'company.read' },
  { label: 'Members', to: '/settings/members', needs: 'members.read' },
  { label: 'Audit log', to: '/settings/audit', needs: 'audit.read' },
  { label: 'Back up and move', to: '/settings/backup', needs: 'company.export' },
];

/** The settings screens this user can open in the active company, by the server's abilities. */
export function settingsLinks(abilities: Abilities | null): SettingsLink[] {
  return SETTINGS_LINKS.filter((link) => allows(abilities, link.needs));
}
