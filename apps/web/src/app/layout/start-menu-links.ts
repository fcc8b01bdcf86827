export interface StartMenuLink {
  label: string;
  to: string;
}

const EVERYONE: readonly StartMenuLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Add a Document', to: '/document/' },
  { label: 'Contact Book', to: '/contactbook/' },
  { label: 'Product List', to: '/pnsbook/' },
];

const PLATFORM_ONLY: readonly StartMenuLink[] = [
  { label: 'Project', to: '/progress' },
  { label: 'Developer', to: '/developer' },
];

/** The Start menu's links: Project and Developer only in the platform tenant (seed section 6). */
export function startMenuLinks(platformTenant: boolean): StartMenuLink[] {
  return platformTenant ? [...EVERYONE, ...PLATFORM_ONLY] : [...EVERYONE];
}
