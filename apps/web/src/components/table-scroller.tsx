import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface TableScrollerProps {
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth: number;
  /** Names the scrolling region for screen readers, e.g. "Members". */
  label: string;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a phone. The region can take the focus, so keyboard
 * users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroller({ minWidth, label, children }: TableScrollerProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
