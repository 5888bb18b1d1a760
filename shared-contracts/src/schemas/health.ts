import { Type, type Static } from 'typebox';

/** `GET /api/health`. */
export const HealthResponse = Type.Object({ status: Type.Enum(['ok'], { type: 'string' }) });
export type HealthResponse = Static<typeof HealthResponse>;
