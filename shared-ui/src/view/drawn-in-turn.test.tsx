import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { DrawnInTurn } from './drawn-in-turn';

/** What the page held as each block was committed: the blocks on it, and the room held below. */
const commits: { blocks: string[]; room: string | null }[] = [];

function Block({ name }: { name: string }) {
  // A commit puts all its blocks on the page before any layout effect runs: a block that finds a
  // later one already there was committed with it.
  useLayoutEffect(() => {
    commits.push({
      blocks: screen.queryAllByTestId('block').map((block) => block.textContent ?? ''),
      room: document.querySelector<HTMLElement>('[aria-busy="true"]')?.style.minHeight ?? null,
    });
  }, []);
  return <p data-testid="block">{name}</p>;
}

describe('DrawnInTurn', () => {
  it('commits each block on its own, in order, holding the room of those still to come', async () => {
    render(
      <DrawnInTurn
        minHeight={320}
        blocks={[<Block key="a" name="figures" />, <Block key="b" name="trend" />, <Block key="c" name="mixes" />]}
      />,
    );
    expect(await screen.findByText('mixes')).toBeInTheDocument();
    expect(commits).toEqual([
      { blocks: ['figures'], room: '320px' },
      { blocks: ['figures', 'trend'], room: '320px' },
      { blocks: ['figures', 'trend', 'mixes'], room: null },
    ]);
  });
});
