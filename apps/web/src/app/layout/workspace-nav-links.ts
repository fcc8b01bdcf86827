import { type DocumentKind, documentActions } from '@kira/core/document-lifecycle';
import type { Abilities, Action } from '@kira/core/permissions';
import { kindPlural } from '../../features/documents/document-labels.ts';
import { documentsPath } from '../../features/documents/document-paths.ts';
import { allows } from '../../lib/auth/abilities.ts';
import { companyMenuLinks } from './start-menu-links.ts';

export interface WorkspaceLink {
  label: string;
  to: string;
  /** The paths of the screens this link stands for (its record pages too). */
  paths: readonly string[];
}

export interface WorkspaceGroup {
  label: string;
  links: readonly WorkspaceLink[];
}

export type WorkspaceEntry = WorkspaceLink | WorkspaceGroup;

export function isGroup(entry: WorkspaceEntry): entry is WorkspaceGroup {
  return 'links' in entry;
}

interface LinkSpec extends WorkspaceLink {
  /** What the member must be allowed to read; null for what every member has. */
  needs: Action | null;
}

function documentsLink(kind: DocumentKind): LinkSpec {
  // A new document of the kind (/document/?kind=) is under its list too.
  return {
    label: kindPlural(kind),
    to: documentsPath(kind),
    paths: ['/documents', '/document'],
    needs: documentActions(kind).read,
  };
}

/**
 * The side navigation by area, in the order a bookkeeper works. A later area slots in here as
 * one more entry or group.
 */
const AREAS: readonly (LinkSpec | { label: string; links: readonly LinkSpec[] })[] = [
  { label: 'Dashboard', to: '/dashboard', paths: ['/dashboard'], needs: null },
  {
    label: 'Sales',
    links: (
      ['quotation', 'service', 'invoice', 'delivery', 'receipt', 'credit', 'refund'] as const
    ).map(documentsLink),
  },
  { label: 'Purchases', links: (['purchase', 'expense'] as const).map(documentsLink) },
  {
    label: 'Reports',
    links: [
      {
        label: 'Aged Receivables',
        to: '/reports/aged-receivables',
        paths: ['/reports/aged-receivables'],
        needs: 'finance.read',
      },
    ],
  },
  {
    label: 'Contact Book',
    to: '/contactbook/',
    paths: ['/contactbook', '/contactpage'],
    needs: 'contacts.read',
  },
  {
    label: 'Product List',
    to: '/pnsbook/',
    paths: ['/pnsbook', '/pnspage'],
    needs: 'products.read',
  },
];

const visible = (abilities: Abilities | null) => (link: LinkSpec) =>
  link.needs === null || allows(abilities, link.needs);

const withoutNeeds = ({ label, to, paths }: LinkSpec): WorkspaceLink => ({ label, to, paths });

/**
 * The side navigation this member sees: only what their levels let them read (a group with
 * nothing readable is left out), and Settings opening the first settings screen they may see.
 */
export function workspaceNav(abilities: Abilities | null): WorkspaceEntry[] {
  const entries: WorkspaceEntry[] = [];
  for (const area of AREAS) {
    if ('links' in area) {
      const links = area.links.filter(visible(abilities)).map(withoutNeeds);
      if (links.length > 0) entries.push({ label: area.label, links });
    } else if (visible(abilities)(area)) {
      entries.push(withoutNeeds(area));
    }
  }
  const settings = companyMenuLinks(abilities)[0];
  if (settings) entries.push({ label: 'Settings', to: settings.to, paths: ['/settings'] });
  return entries;
}

/**
 * Whether `link` stands for the page at `location`: its path is one of the link's (or below
 * one), and the link's query (a document kind) is the page's too.
 */
export function isCurrentLink(
  link: WorkspaceLink,
  location: { pathname: string; search: string },
): boolean {
  const pathname = location.pathname.replace(/\/+$/, '');
  const onPath = link.paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (!onPath) return false;
  const wanted = new URL(link.to, 'http://kira.invalid').searchParams;
  const actual = new URLSearchParams(location.search);
  return [...wanted].every(([name, value]) => actual.get(name) === value);
}
