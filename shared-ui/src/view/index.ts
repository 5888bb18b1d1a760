export { readAppliedSearch, useAppliedSearch, type AppliedSearch, type MarketScope } from './use-applied-search';
export { ViewHeader, ViewPage } from './view-header';
export { BreakdownTable } from './breakdown-table';
export { BelowFirstScreen, type BelowFirstScreenProps } from './below-first-screen';
export { DrawnInTurn, type DrawnInTurnProps } from './drawn-in-turn';
