import { render, waitFor } from '@testing-library/react';
import { useInertHiddenSlides } from './use-inert-hidden-slides';

function Slides({ hidden }: { hidden: readonly boolean[] }) {
  const ref = useInertHiddenSlides();
  return (
    <div ref={ref}>
      {hidden.map((isHidden, index) => (
        <div key={index} className="slick-slide" aria-hidden={isHidden} data-testid={`slide-${index}`}>
          <button type="button">Card {index}</button>
        </div>
      ))}
    </div>
  );
}

describe('useInertHiddenSlides', () => {
  it('makes the slides the carousel hides inert, and follows it when it moves', async () => {
    const { getByTestId, rerender } = render(<Slides hidden={[false, true, true]} />);
    expect(getByTestId('slide-0')).not.toHaveAttribute('inert');
    expect(getByTestId('slide-1')).toHaveAttribute('inert');
    expect(getByTestId('slide-2')).toHaveAttribute('inert');

    rerender(<Slides hidden={[true, false, true]} />);
    await waitFor(() => expect(getByTestId('slide-1')).not.toHaveAttribute('inert'));
    expect(getByTestId('slide-0')).toHaveAttribute('inert');
  });
});
