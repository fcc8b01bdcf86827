import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import {
  isCurrentLink,
  isGroup,
  type WorkspaceGroup,
  type WorkspaceLink,
  workspaceNav,
} from './workspace-nav-links.ts';

interface WorkspaceNavProps {
  /** Whether the groups start open (a desktop); the group of the current page always does. */
  groupsOpen: boolean;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

function Entry({ link, onNavigate }: { link: WorkspaceLink; onNavigate?: () => void }) {
  const current = isCurrentLink(link, useLocation());
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function Group({
  group,
  groupsOpen,
  onNavigate,
}: {
  group: WorkspaceGroup;
  groupsOpen: boolean;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const holdsCurrent = group.links.some((link) => isCurrentLink(link, location));
  const [opened, setOpened] = useState(groupsOpen || holdsCurrent);
  return (
    <NavLink
      component="button"
      type="button"
      label={group.label}
      opened={opened}
      onChange={setOpened}
      // Mantine's chevron shows it; aria-expanded tells a screen reader.
      aria-expanded={opened}
      childrenOffset="md"
      fw={600}
    >
      {group.links.map((link) => (
        <Entry key={link.to} link={link} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/**
 * The side navigation of every screen of work: the areas this member's levels let them read,
 * the current page marked, the groups folding.
 */
export function WorkspaceNav({ groupsOpen, onNavigate }: WorkspaceNavProps) {
  const { abilities } = useAuthContext();
  return (
    <nav aria-label="Workspace">
      {workspaceNav(abilities).map((entry) =>
        isGroup(entry) ? (
          <Group key={entry.label} group={entry} groupsOpen={groupsOpen} onNavigate={onNavigate} />
        ) : (
          <Entry key={entry.to} link={entry} onNavigate={onNavigate} />
        ),
      )}
    </nav>
  );
}
