import { renderStandalone } from 'shared-ui/standalone';
import ShareOfVoiceRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

renderStandalone(ShareOfVoiceRoot, { page: 'shareofvoice', namespace: NAMESPACE });
