export {
  renderWithHost,
  applySearch,
  createTestQueryClient,
  type RenderWithHostOptions,
  type RenderWithHostResult,
} from './render-with-host';
export { expectAppliedSearch } from './expect-applied-search';
export { fakeChartsModule } from './fake-charts';
export { findLegendColors } from './legend-colors';
export { computeInlineStylesOnly } from './jsdom-styles';
