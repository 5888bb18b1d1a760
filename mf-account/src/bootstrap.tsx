import { renderStandalone } from 'shared-ui/standalone';
import AccountRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

renderStandalone(AccountRoot, { page: 'account', namespace: NAMESPACE });
