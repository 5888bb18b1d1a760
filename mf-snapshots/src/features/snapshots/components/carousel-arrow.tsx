import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, MouseEventHandler } from 'react';

/** What react-slick hands a custom arrow (antd's Carousel passes it through). */
interface SlickArrowProps {
  className?: string;
  onClick?: MouseEventHandler<HTMLElement>;
}

export interface CarouselArrowProps extends SlickArrowProps {
  direction: 'previous' | 'next';
  label: string;
}

const PLACE: Record<CarouselArrowProps['direction'], CSSProperties> = {
  previous: { insetInlineStart: -28 },
  next: { insetInlineEnd: -28 },
};

/**
 * A carousel arrow as an antd Button. antd's own arrows are white on the white card, with no
 * focus ring, and the one at an end stays in the tab order though invisible; this one has the
 * theme's colours and focus ring, and is disabled (out of the tab order) at the end of the slides.
 */
export function CarouselArrow({ direction, label, className, onClick }: CarouselArrowProps) {
  return (
    <Button
      shape="circle"
      size="small"
      icon={direction === 'previous' ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      aria-label={label}
      disabled={className?.includes('slick-disabled') ?? false}
      onClick={onClick}
      style={{ position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1, ...PLACE[direction] }}
    />
  );
}
