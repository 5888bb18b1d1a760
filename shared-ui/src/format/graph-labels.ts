/** The three media labels the charts translate (docs/product.md#formats: graph labels). */
export const GRAPH_LABELS = ['desktop', 'programmatic', 'direct'] as const;

export type GraphLabel = (typeof GRAPH_LABELS)[number];

/**
 * The graph label a source or platform name stands for (`Desktop`, `Programmatic`, `Direct`,
 * in any case), or null for names shown as they come (Social Media, AppNexus, …).
 */
export function toGraphLabel(name: string): GraphLabel | null {
  const key = name.trim().toLowerCase();
  return (GRAPH_LABELS as readonly string[]).includes(key) ? (key as GraphLabel) : null;
}
