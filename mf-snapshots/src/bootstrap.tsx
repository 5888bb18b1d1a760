import { renderStandalone } from 'shared-ui/standalone';
import SnapshotsRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

renderStandalone(SnapshotsRoot, { page: 'snapshots', namespace: NAMESPACE });
