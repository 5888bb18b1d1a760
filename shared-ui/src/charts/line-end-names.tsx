import { theme } from 'antd';
import { shortLabel } from './chart-configs';
import type { LineEndLabel } from './line-end-labels';

/** Room between a line's end and its name. */
const LINE_LABEL_OFFSET = 6;
const DASH = 8;
const FONT_SIZE = 11;

/**
 * The lines' names drawn over the chart at their ends (line-end-labels.ts), each after a dash of
 * its line's colour; the text in the theme's colour, readable on either background. Hidden from
 * screen readers: the legend and the chart's table name the series. The PNG download draws them
 * again from their `data-line-label` attributes (chart-card.tsx).
 */
export function LineEndNames({ labels }: { labels: readonly LineEndLabel[] }) {
  const { token } = theme.useToken();
  return labels.map((label) => (
    <span
      key={label.name}
      aria-hidden
      data-line-label={shortLabel(label.name)}
      data-x={label.x}
      data-y={label.y}
      data-color={label.color}
      style={{
        position: 'absolute',
        left: label.x + LINE_LABEL_OFFSET,
        top: label.y,
        transform: 'translateY(-50%)',
        fontSize: FONT_SIZE,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
        color: token.colorText,
      }}
    >
      <span
        style={{
          display: 'inline-block',
          width: DASH,
          height: 2,
          marginInlineEnd: 3,
          verticalAlign: 'middle',
          background: label.color,
        }}
      />
      {shortLabel(label.name)}
    </span>
  ));
}
