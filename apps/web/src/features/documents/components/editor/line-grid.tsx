import type { LineProps } from './line-card.tsx';
import classes from './line-grid.module.css';
import { LineRow } from './line-row.tsx';

/** The grid's column headings; each field also says its own (`Quantity, line 2`). */
const HEADINGS = [
  { text: 'Product' },
  { text: 'Description' },
  { text: 'Qty', numeric: true },
  { text: 'Unit' },
  { text: 'Unit price', numeric: true },
  { text: 'Discount' },
  { text: 'Tax code' },
  { text: 'Amount', numeric: true },
  { text: '' },
];

type LineGridProps = Omit<LineProps, 'line' | 'index' | 'last' | 'amount'> & {
  lines: LineProps['line'][];
  amounts: readonly string[] | undefined;
};

/**
 * The lines as a grid, one row a line (desktops). The headings are drawn for the eye only:
 * every field is named with its column and line, so a screen reader needs no table to say it.
 * Scrolls sideways within itself when the window is too narrow for its columns.
 */
export function LineGrid({ lines, amounts, ...shared }: LineGridProps) {
  return (
    <div className={classes.scroller}>
      <div className={classes.grid}>
        <div className={classes.header} aria-hidden="true">
          {HEADINGS.map((heading) => (
            <span
              key={heading.text || 'actions'}
              className={heading.numeric ? classes.numeric : undefined}
            >
              {heading.text}
            </span>
          ))}
        </div>
        {lines.map((line, index) => (
          <LineRow
            key={line.key}
            line={line}
            index={index}
            last={index === lines.length - 1}
            amount={amounts?.[index]}
            {...shared}
          />
        ))}
      </div>
    </div>
  );
}
