import { describe, it } from 'node:test';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { shellFeatureBoundaries } from './shell-feature-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo';
const file = (relative) => path.join(root, relative);
const options = [{ root }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('shell-features/feature-imports', shellFeatureBoundaries.rules['feature-imports'], {
  valid: [
    // Another feature through its index, the own feature freely, outside the features freely.
    {
      code: "import { useHost } from '../../remote-view';",
      filename: file('shell/src/features/alerts/api/x.ts'),
      options,
    },
    { code: "import { a } from '../remote-view/index';", filename: file('shell/src/features/alerts/x.ts'), options },
    {
      code: "import { a } from '../lib/alert-rules';",
      filename: file('shell/src/features/alerts/components/x.tsx'),
      options,
    },
    {
      code: "import { a } from '../../../app/shell-services-context';",
      filename: file('shell/src/features/alerts/x/y.ts'),
      options,
    },
    {
      code: "import { a } from '../features/search/hooks/use-search';",
      filename: file('shell/src/app/x.tsx'),
      options,
    },
  ],
  invalid: [
    {
      code: "import { useHost } from '../../remote-view/host-context';",
      filename: file('shell/src/features/alerts/api/x.ts'),
      options,
      errors: [
        {
          messageId: 'deepImport',
          data: { source: '../../remote-view/host-context', feature: 'remote-view', index: '../../remote-view' },
        },
      ],
    },
    {
      code: "export { useSearch } from '../search/hooks/use-search';",
      filename: file('shell/src/features/reports/x.ts'),
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      code: "const lazy = () => import('../../dialogs/components/image-gallery-dialog');",
      filename: file('shell/src/features/campaign-info/components/x.tsx'),
      options,
      errors: [{ messageId: 'deepImport' }],
    },
  ],
});
