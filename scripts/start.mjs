// `npm start`: build what changed, then run the server (PGlite in ./data unless DATABASE_URL).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, buildWeb, root } from './build.mjs';

buildWeb();
await buildServer();
process.chdir(root);
await import(pathToFileURL(join(root, 'apps/server/dist/server.mjs')).href);
