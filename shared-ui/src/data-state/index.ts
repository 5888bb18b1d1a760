export { DataState, type DataStateProps } from './data-state';
export { describeDataError, type DataProblem } from './describe-data-error';
