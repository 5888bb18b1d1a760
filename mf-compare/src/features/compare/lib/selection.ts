import { COMPARE_ENTITIES, type CompareSelection, type FilterItem } from 'shared-contracts';

/** What adding an entity did: the new selection, or why it was refused. */
export type AddResult = { selection: CompareSelection } | { refused: 'tooMany' | 'already' };

/** The entity added after the others (the first one picked is "mine"); a 21st is refused. */
export function addEntity(selection: CompareSelection, entity: FilterItem): AddResult {
  if (selection.entities.some((known) => known.id === entity.id)) return { refused: 'already' };
  if (selection.entities.length >= COMPARE_ENTITIES.max) return { refused: 'tooMany' };
  return { selection: { ...selection, entities: [...selection.entities, entity] } };
}

export function removeEntity(selection: CompareSelection, id: FilterItem['id']): CompareSelection {
  return { ...selection, entities: selection.entities.filter((entity) => entity.id !== id) };
}

/** The entity moved first: it becomes "mine", the others keep their order. */
export function makeMine(selection: CompareSelection, id: FilterItem['id']): CompareSelection {
  const mine = selection.entities.find((entity) => entity.id === id);
  if (!mine) return selection;
  return { ...selection, entities: [mine, ...selection.entities.filter((entity) => entity.id !== id)] };
}

/** What the picker says of the selection: pick at least 2, add one more, or ready to compare. */
export type SelectionState = 'empty' | 'one' | 'ready';

export function selectionState(selection: CompareSelection): SelectionState {
  if (selection.entities.length === 0) return 'empty';
  return selection.entities.length < COMPARE_ENTITIES.min ? 'one' : 'ready';
}
