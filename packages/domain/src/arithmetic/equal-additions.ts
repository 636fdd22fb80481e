import { digitAt, digitCount } from './digits';

/**
 * One column of a subtraction worked by equal additions (docs/help-tonight.md): when the top
 * digit is too small, ten is added to it, and the ten is paid back by adding one to the
 * bottom digit of the next column. No top digit is ever changed, so a zero on top needs
 * nothing special.
 */
export interface EqualAdditionsColumn {
  column: number;
  top: number;
  /** The bottom number's digit as printed; null where the bottom number has none. */
  bottom: number | null;
  /** One paid back into this column's bottom digit by the column on its right. */
  paidBack: 0 | 1;
  /** Ten was added to this column's top digit. */
  tenAdded: boolean;
  difference: number;
}

/** The columns of `minuend − subtrahend` worked by equal additions, ones first. */
export function equalAdditions({
  minuend,
  subtrahend,
}: {
  minuend: number;
  subtrahend: number;
}): EqualAdditionsColumn[] {
  const columns: EqualAdditionsColumn[] = [];
  let paidBack: 0 | 1 = 0;
  for (let column = 0; column < digitCount(minuend); column++) {
    const top = digitAt(minuend, column);
    const bottom = column < digitCount(subtrahend) ? digitAt(subtrahend, column) : null;
    const taken: number = (bottom ?? 0) + paidBack;
    const tenAdded: boolean = top < taken;
    columns.push({
      column,
      top,
      bottom,
      paidBack,
      tenAdded,
      difference: top + (tenAdded ? 10 : 0) - taken,
    });
    paidBack = tenAdded ? 1 : 0;
  }
  return columns;
}

/** The difference the columns write, leading zeros dropped. */
export function equalAdditionsAnswer(columns: readonly EqualAdditionsColumn[]): number {
  return columns.reduce((sum, each) => sum + each.difference * 10 ** each.column, 0);
}
