import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useFirstChartDrawn } from './chart-turns';

export interface AfterFirstChartProps {
  /** What can wait until the view's first chart is on screen: its other chart cards. */
  children: ReactNode;
  /** The room it is expected to take, held until it draws (so the page does not jump). */
  minHeight: number;
}

/**
 * Cards drawn once the view's first chart is on screen, an empty card holding their place until
 * then. Mounted with the rest of the view, the other charts' cards, menus and legends were built
 * in the same render as the first chart's, ahead of its turn (issue 16: click to first chart);
 * they now follow a frame after it, and their charts take their turns from there.
 */
export function AfterFirstChart({ children, minHeight }: AfterFirstChartProps) {
  const { token } = theme.useToken();
  if (useFirstChartDrawn()) return children;
  return (
    <div
      aria-busy="true"
      style={{
        minHeight,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    />
  );
}
