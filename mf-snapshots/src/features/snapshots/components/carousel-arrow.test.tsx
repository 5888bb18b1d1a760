import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CarouselArrow } from './carousel-arrow';

describe('CarouselArrow', () => {
  it('is a named button that moves the carousel', async () => {
    const onClick = jest.fn();
    render(<CarouselArrow direction="next" label="Next slide" className="slick-arrow slick-next" onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled, out of the tab order, at the end of the slides', () => {
    render(
      <CarouselArrow direction="previous" label="Previous slide" className="slick-arrow slick-prev slick-disabled" />,
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  });
});
