/**
 * A small OpenAPI document in the two shapes the server serves: today's 3.0 (the permission in the
 * `apiKey` security and the description) and the 3.1 one with `x-` extensions
 * (docs/areas/public-api.md). For the page's unit tests.
 */
const envelope = (result: Record<string, unknown>) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, result, error: { nullable: true, type: 'object' } },
});

export const sampleDocument = {
  openapi: '3.1.0',
  info: { title: 'Coffer API', version: '1' },
  servers: [{ url: '/' }],
  tags: [
    { name: 'session', description: 'Who the key belongs to.', 'x-public-api': true },
    { name: 'earn', description: 'Earn products.' },
  ],
  'x-public-api': {
    headers: {
      key: 'x-api-key',
      timestamp: 'x-api-timestamp',
      signature: 'x-api-signature',
      recvWindow: 'x-api-recv-window',
      idempotencyKey: 'idempotency-key',
    },
    recvWindowMs: { default: 5000, max: 60000 },
    serverTime: { path: '/api/services/app/Basic/GetServerTime', method: 'GET' },
    rateLimits: {
      windowMs: 60000,
      classes: { read: { max: 600 }, trade: { max: 120 }, withdraw: { max: 30 } },
    },
  },
  components: {
    schemas: {
      Balance: {
        type: 'object',
        properties: { coin: { type: 'string' }, available: { type: 'string', pattern: '^\\d+(\\.\\d+)?$' } },
        required: ['coin', 'available'],
      },
    },
  },
  paths: {
    '/api/services/app/Profile/GetAccountInfo': {
      get: {
        operationId: 'session.getAccountInfo',
        tags: ['session'],
        summary: 'Account information',
        description: 'Also open to a signed API request whose key holds `read`.',
        security: [{ bearer: [] }, { apiKey: [], apiTimestamp: [], apiSignature: [] }],
        parameters: [],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: envelope({
                  type: 'object',
                  properties: {
                    uid: { type: 'string' },
                    kycStatus: {
                      anyOf: [
                        { type: 'number', enum: [0] },
                        { type: 'number', enum: [3] },
                      ],
                    },
                    balances: { type: 'array', items: { $ref: '#/components/schemas/Balance' } },
                  },
                  required: ['uid'],
                }),
                example: { success: true, result: { uid: '10000001' }, error: null },
              },
            },
          },
        },
      },
    },
    '/api/services/app/Withdraw/Apply': {
      post: {
        operationId: 'withdrawals.apply',
        tags: ['withdrawals'],
        summary: 'Apply for a withdrawal',
        'x-permission': 'withdraw',
        'x-rate-class': 'withdraw',
        'x-idempotent': true,
        'x-error-codes': [
          { code: 401, name: 'unauthorized', http: 401, message: 'Signature, timestamp or key refused.' },
          { code: 60028, name: 'insufficientAssets', http: 400, message: 'Insufficient assets.' },
        ],
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  coin: { type: 'string', enum: ['USDT', 'BTC'] },
                  amount: { type: 'string' },
                  memo: { type: ['string', 'null'] },
                },
                required: ['coin', 'amount'],
              },
              example: { coin: 'USDT', amount: '12.5' },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/api/services/app/Earn/GetOrders': {
      get: {
        operationId: 'earn.getOrders',
        tags: ['earn'],
        'x-permission': 'read',
        servers: [{ url: '/c' }],
        parameters: [
          { name: 'coin', in: 'query', required: true, schema: { type: 'string' }, example: 'USDT' },
          { name: 'SkipCount', in: 'query', required: false, schema: { type: 'integer', default: 0 } },
        ],
        responses: {},
      },
    },
    '/api/TokenAuth/AuthenticateByEmailAddress': {
      post: { operationId: 'auth.signIn', tags: ['auth'], security: [], responses: {} },
    },
  },
};
