// `npm run ops -- <command>`: the operator console, from the same bundle as the server.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, root } from './build.mjs';

await buildServer();
process.chdir(root);
await import(pathToFileURL(join(root, 'apps/server/dist/ops.mjs')).href);
