import type { CompareSelection } from 'shared-contracts';
import { addEntity, makeMine, removeEntity, selectionState } from './selection';

const item = (id: number) => ({ id, label: `Brand ${id}`, value: String(id) });
const of = (...ids: number[]): CompareSelection => ({ dimension: 'advertisers', entities: ids.map(item) });

describe('the compare selection', () => {
  it('adds after the others, refusing a repeat and a 21st', () => {
    expect(addEntity(of(1), item(2))).toEqual({ selection: of(1, 2) });
    expect(addEntity(of(1, 2), item(2))).toEqual({ refused: 'already' });
    const twenty = of(...Array.from({ length: 20 }, (_, i) => i + 1));
    expect(addEntity(twenty, item(21))).toEqual({ refused: 'tooMany' });
  });

  it('makes an entity mine by moving it first, and removes one', () => {
    expect(makeMine(of(1, 2, 3), 3)).toEqual(of(3, 1, 2));
    expect(makeMine(of(1, 2), 9)).toEqual(of(1, 2));
    expect(removeEntity(of(1, 2, 3), 1)).toEqual(of(2, 3));
  });

  it('says whether it is ready to compare', () => {
    expect(selectionState(of())).toBe('empty');
    expect(selectionState(of(1))).toBe('one');
    expect(selectionState(of(1, 2))).toBe('ready');
  });
});
