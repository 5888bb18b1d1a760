import { Type } from 'typebox';
import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { languageWithDefault, withDefaultsFilled } from '../../plugins/schemas';

const SNAP_TYPES = ['industries', 'advertisers', 'publishers'] as const;

/** Rows of a snapshot table page; downloads ask for up to 50000 from page 1 (docs/product.md#snapshots). */
export const SNAPSHOT_PAGE_SIZE = 20;
const SNAPSHOT_DOWNLOAD_LIMIT = 50_000;

const snapType = Type.Enum(SNAP_TYPES, { type: 'string', examples: ['advertisers'] });

export const langQuerySchema = withDefaultsFilled(
  Type.Object({ lang: languageWithDefault(DEFAULT_LANGUAGE) }, { additionalProperties: false }),
  ['lang'],
);

export const snapTypeParamsSchema = Type.Object({ type: snapType });

export const tableParamsSchema = Type.Object({
  type: snapType,
  page: Type.Integer({ minimum: 1, examples: [1] }),
  limit: Type.Integer({ minimum: 1, maximum: SNAPSHOT_DOWNLOAD_LIMIT, examples: [SNAPSHOT_PAGE_SIZE] }),
});
