export { DataAsOf, dataAsOfText, type DataAsOfProps } from './data-as-of';
