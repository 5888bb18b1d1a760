import { screen } from '@testing-library/react';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The colours the charts' legends give `name` (chart-legend.tsx), once one lists it: one colour
 * when every chart of the page agrees.
 */
export async function findLegendColors(name: string): Promise<string[]> {
  const entries = await screen.findAllByRole('checkbox', { name: new RegExp(`^${escaped(name)}( |$)`) });
  return [...new Set(entries.map((entry) => entry.dataset.legendColor ?? ''))];
}
