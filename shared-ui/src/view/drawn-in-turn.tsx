import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';

export interface DrawnInTurnProps {
  /** A view's blocks in the order they draw (a table, then its charts, then its lists). */
  blocks: readonly ReactNode[];
  /** The room held for the blocks still to come (so the page does not jump). */
  minHeight: number;
}

/**
 * A view's blocks drawn one after another, each in a commit of its own. Compare opened on 20
 * entities mounted its table, three charts and two lists in one render from the answer: a single
 * task of about 600 ms at CPU × 4 (issue 55). Each next block is a transition started once the
 * last commit's effects run, so React slices its render and commits it alone. (Nested deferred
 * values do not do it: a deferred render mounts its nested ones with their final value.)
 */
export function DrawnInTurn({ blocks, minHeight }: DrawnInTurnProps) {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < blocks.length) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, blocks.length]);
  return (
    <>
      {blocks.slice(0, drawn).map((block, index) => (
        // The blocks keep their order: a block's place is its identity.
        <Fragment key={index}>{block}</Fragment>
      ))}
      {drawn < blocks.length && <div aria-busy="true" style={{ minHeight }} />}
    </>
  );
}
