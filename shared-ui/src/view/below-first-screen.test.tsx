import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { BelowFirstScreen } from './below-first-screen';

describe('BelowFirstScreen', () => {
  it('holds its room in the first render and draws its content in the next', () => {
    const firstCommit: { table: HTMLElement | null; room: string | null }[] = [];
    // Laid out after the part below, so its layout effect sees what the first commit put on the page.
    function FirstCommitProbe() {
      useLayoutEffect(() => {
        const room = document.querySelector<HTMLElement>('[aria-busy="true"]');
        firstCommit.push({ table: screen.queryByRole('table'), room: room?.style.minHeight ?? null });
      }, []);
      return null;
    }
    render(
      <>
        <BelowFirstScreen minHeight={480}>
          <table aria-label="Spend by media">
            <tbody>
              <tr>
                <td>TV</td>
              </tr>
            </tbody>
          </table>
        </BelowFirstScreen>
        <FirstCommitProbe />
      </>,
    );
    expect(firstCommit).toEqual([{ table: null, room: '480px' }]);
    expect(screen.getByRole('table', { name: 'Spend by media' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });
});
