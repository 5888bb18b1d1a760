import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import { createCreativeSigner, type CreativeSigner } from './creative-signatures';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the dashboard's creative addresses (creative-signatures.ts). */
    creativeSigner: CreativeSigner;
  }
}

/** Adds `app.creativeSigner` on the root instance, before the market cache and the routes that use it. */
export function installCreativeSigner(app: FastifyInstance, secret: string): void {
  app.decorate('creativeSigner', createCreativeSigner(secret));
}

/** How one answer is signed for its viewer: the variant's name (for its ETag) and the rewrite. */
export interface ViewerSigning {
  variant: string;
  sign(json: string): string;
}

/** The signing of today's window for the request's user. */
export function viewerSigning(signer: CreativeSigner, request: FastifyRequest, now = new Date()): ViewerSigning {
  const viewer = signer.viewerOf(currentUser(request).sub);
  const expires = signer.dailyExpiry(now);
  return { variant: `${viewer}.${expires}`, sign: (json) => signer.signAnswer(json, viewer, expires) };
}
