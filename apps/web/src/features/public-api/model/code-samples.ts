import type { PublicApiFacts } from './openapi-model';

export type SampleLanguage = 'curl' | 'node' | 'webcrypto' | 'python';
export const sampleLanguages: readonly SampleLanguage[] = ['curl', 'node', 'webcrypto', 'python'];

/** What a sample calls: one request, its body already the exact text that is sent and signed. */
export interface SampleRequest {
  method: string;
  pathWithQuery: string;
  body: string;
  idempotent: boolean;
}

/** `x-api-key` → `X-Api-Key`: how the samples write header names (HTTP ignores the case). */
export const headerName = (name: string) =>
  name
    .split('-')
    .map((part) => (part ? part[0]?.toUpperCase() + part.slice(1) : part))
    .join('-');

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const pyString = (text: string) => JSON.stringify(text);

function curl(origin: string, r: SampleRequest, facts: PublicApiFacts): string {
  const h = facts.headers;
  const lines = [
    `API_KEY='your access key'`,
    `API_SECRET='your secret key'`,
    `TS=$(( $(date +%s) * 1000 ))   # milliseconds; add your offset from the server-time call`,
    `REQ_PATH=${shellQuote(r.pathWithQuery)}`,
    `BODY=${shellQuote(r.body)}`,
    `SIG=$(printf '%s\\n%s\\n%s\\n%s' "$TS" ${r.method} "$REQ_PATH" "$BODY" \\`,
    `  | openssl dgst -sha256 -hmac "$API_SECRET" -hex | sed 's/^.* //')`,
    `curl -sS -X ${r.method} "${origin}$REQ_PATH" \\`,
    `  -H "${headerName(h.key)}: $API_KEY" \\`,
    `  -H "${headerName(h.timestamp)}: $TS" \\`,
    `  -H "${headerName(h.signature)}: $SIG"${r.body || r.idempotent ? ' \\' : ''}`,
  ];
  if (r.idempotent) lines.push(`  -H "${headerName(h.idempotencyKey)}: $(uuidgen)"${r.body ? ' \\' : ''}`);
  if (r.body) lines.push(`  -H 'Content-Type: application/json' --data-raw "$BODY"`);
  return lines.join('\n');
}

function node(origin: string, r: SampleRequest, facts: PublicApiFacts): string {
  const h = facts.headers;
  return [
    `// Node.js 18 or later: its own crypto and fetch, nothing to install.`,
    `import { createHmac, randomUUID } from 'node:crypto';`,
    ``,
    `const apiKey = process.env.COFFER_API_KEY;`,
    `const apiSecret = process.env.COFFER_API_SECRET;`,
    `const clockOffsetMs = 0; // serverTime - Date.now(), from the server-time call`,
    ``,
    `async function signedCall(method, pathWithQuery, body) {`,
    `  const text = body === undefined ? '' : JSON.stringify(body); // sign exactly what is sent`,
    `  const timestamp = String(Date.now() + clockOffsetMs);`,
    `  const signature = createHmac('sha256', apiSecret)`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal.
    '    .update(`${timestamp}\\n${method}\\n${pathWithQuery}\\n${text}`)',
    `    .digest('hex');`,
    `  const headers = {`,
    `    '${headerName(h.key)}': apiKey,`,
    `    '${headerName(h.timestamp)}': timestamp,`,
    `    '${headerName(h.signature)}': signature,`,
    `  };`,
    `  if (text) headers['Content-Type'] = 'application/json';`,
    `  if (method !== 'GET') headers['${headerName(h.idempotencyKey)}'] = randomUUID();`,
    `  const response = await fetch(${JSON.stringify(origin)} + pathWithQuery, { method, headers, body: text || undefined });`,
    `  return response.json();`,
    `}`,
    ``,
    `console.log(await signedCall(${JSON.stringify(r.method)}, ${JSON.stringify(r.pathWithQuery)}${r.body ? `, ${r.body}` : ''}));`,
  ].join('\n');
}

function webcrypto(origin: string, r: SampleRequest, facts: PublicApiFacts): string {
  const h = facts.headers;
  return [
    `// WebCrypto (browsers, Deno, Bun, Node.js 20+): HMAC-SHA256 without a library.`,
    `async function sign(secret, text) {`,
    `  const encoder = new TextEncoder();`,
    `  const key = await crypto.subtle.importKey('raw', encoder.encode(secret),`,
    `    { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);`,
    `  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text));`,
    `  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');`,
    `}`,
    ``,
    `const apiKey = 'your access key';`,
    `const apiSecret = 'your secret key'; // never in a page others load: keep it server-side`,
    `const method = ${JSON.stringify(r.method)};`,
    `const pathWithQuery = ${JSON.stringify(r.pathWithQuery)};`,
    `const body = ${JSON.stringify(r.body)};`,
    `const timestamp = String(Date.now());`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal.
    'const signature = await sign(apiSecret, `${timestamp}\\n${method}\\n${pathWithQuery}\\n${body}`);',
    `const response = await fetch(${JSON.stringify(origin)} + pathWithQuery, {`,
    `  method,`,
    `  headers: {`,
    `    '${headerName(h.key)}': apiKey,`,
    `    '${headerName(h.timestamp)}': timestamp,`,
    `    '${headerName(h.signature)}': signature,`,
    ...(r.body ? [`    'Content-Type': 'application/json',`] : []),
    ...(r.idempotent ? [`    '${headerName(h.idempotencyKey)}': crypto.randomUUID(),`] : []),
    `  },`,
    `  body: body || undefined,`,
    `});`,
    `console.log(await response.json());`,
  ].join('\n');
}

function python(origin: string, r: SampleRequest, facts: PublicApiFacts): string {
  const h = facts.headers;
  return [
    `# Python 3, standard library only.`,
    `import hashlib, hmac, json, os, time, urllib.request, uuid`,
    ``,
    `API_KEY = os.environ["COFFER_API_KEY"]`,
    `API_SECRET = os.environ["COFFER_API_SECRET"]`,
    `CLOCK_OFFSET_MS = 0  # serverTime - now, from the server-time call`,
    ``,
    `def signed_call(method, path_with_query, body=None):`,
    `    text = "" if body is None else json.dumps(body, separators=(",", ":"))  # sign what is sent`,
    `    timestamp = str(int(time.time() * 1000) + CLOCK_OFFSET_MS)`,
    `    message = f"{timestamp}\\n{method}\\n{path_with_query}\\n{text}".encode()`,
    `    signature = hmac.new(API_SECRET.encode(), message, hashlib.sha256).hexdigest()`,
    `    headers = {${pyString(headerName(h.key))}: API_KEY, ${pyString(headerName(h.timestamp))}: timestamp,`,
    `               ${pyString(headerName(h.signature))}: signature}`,
    `    if text:`,
    `        headers["Content-Type"] = "application/json"`,
    `    if method != "GET":`,
    `        headers[${pyString(headerName(h.idempotencyKey))}] = str(uuid.uuid4())`,
    `    request = urllib.request.Request(${pyString(origin)} + path_with_query,`,
    `                                     data=text.encode() or None, method=method, headers=headers)`,
    `    with urllib.request.urlopen(request) as response:`,
    `        return json.load(response)`,
    ``,
    `print(signed_call(${pyString(r.method)}, ${pyString(r.pathWithQuery)}${r.body ? `, json.loads(${pyString(r.body)})` : ''}))`,
  ].join('\n');
}

const builders: Record<SampleLanguage, (origin: string, r: SampleRequest, facts: PublicApiFacts) => string> =
  {
    curl,
    node,
    webcrypto,
    python,
  };

/** The sample in `language` that signs and sends `request` to `origin`. */
export const codeSample = (
  language: SampleLanguage,
  origin: string,
  request: SampleRequest,
  facts: PublicApiFacts,
) => builders[language](origin, request, facts);
