import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's server in a test: a real HTTP server on 127.0.0.1 that records every POST and
 * answers as the test says (`answer`: a status code, or 'hang' to never answer).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { answer: 200 as number | 'hang' };
  const hanging = new Set<import('node:http').ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (state.answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(state.answer, { location: 'http://127.0.0.1:1/elsewhere' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(with_: number | 'hang') {
      state.answer = with_;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
