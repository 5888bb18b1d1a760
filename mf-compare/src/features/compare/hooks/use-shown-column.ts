import { useMemo } from 'react';
import type { CompareResponse } from 'shared-contracts';
import { shownColumns, type ShownColumn } from '../lib/compare-columns';
import { useCompareViewStore } from './use-compare-view-store';

export interface ShownColumnChoice {
  /** Each country of the answer, then their total when there are several. */
  columns: ShownColumn[];
  /** The one chosen, or the first when the choice is not in this answer (none without an answer). */
  column: ShownColumn | undefined;
  setColumn: (column: string) => void;
}

/** The answer's column the page shows: its headline figure and its blocks read the same one. */
export function useShownColumn(answer: CompareResponse | undefined): ShownColumnChoice {
  const columns = useMemo(() => (answer ? shownColumns(answer) : []), [answer]);
  const chosen = useCompareViewStore((state) => state.column);
  const setColumn = useCompareViewStore((state) => state.setColumn);
  const column = columns.find((candidate) => candidate.key === chosen) ?? columns[0];
  return { columns, column, setColumn };
}
