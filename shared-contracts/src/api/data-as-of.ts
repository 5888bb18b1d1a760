export type { DataAsOfEntry, DataAsOfResponse } from '../schemas/market-reads';
