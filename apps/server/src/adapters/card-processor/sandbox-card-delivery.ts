import { cardProcessorSignatureHeader, endpoints } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerSandboxCardPages } from './sandbox-card-pages';
import type { SandboxCardProcessor } from './sandbox-card-processor';

/**
 * Serves the sandbox processor's pages and sends its notifications to the app's own notification
 * endpoint over HTTP (injected: the same route, signature check and parsing a real processor's
 * request goes through), at `basePrefix` (the base host's mount).
 */
export async function mountSandboxCardProcessor(
  app: FastifyInstance,
  sandbox: SandboxCardProcessor,
  basePrefix: string,
) {
  await registerSandboxCardPages(app, sandbox);
  sandbox.connect(async ({ rawBody, signature }) => {
    const answer = await app.inject({
      method: 'POST',
      url: `${basePrefix}${endpoints.card.processorNotify.path}`,
      headers: { 'content-type': 'application/json', [cardProcessorSignatureHeader]: signature },
      payload: rawBody,
    });
    if (answer.statusCode >= 300) throw new Error(`Notification answered ${answer.statusCode}`);
  });
}
