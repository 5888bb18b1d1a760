import { writeDatabaseTemplate } from './database-template';

export default writeDatabaseTemplate;
