import { renderStandalone } from 'shared-ui/standalone';
import RealTimeSpendRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

renderStandalone(RealTimeSpendRoot, { page: 'investment', namespace: NAMESPACE });
