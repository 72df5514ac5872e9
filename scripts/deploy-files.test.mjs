// deploy/Dockerfile and deploy/compose.yaml cannot be built or run here (no image registry): this
// keeps them in step with `npm run cluster`, which the cluster browser tests run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './build.mjs';
import { clusterEnvNames, nginxTemplate, renderTemplate, upstreamServers } from './cluster-nginx.mjs';

const read = (path) => readFileSync(join(root, path), 'utf8');
const compose = parse(read('deploy/compose.yaml'));
const dockerfile = read('deploy/Dockerfile');

describe('the production files describe the topology of npm run cluster', () => {
  it('gives every replica the variables the cluster gives every process', () => {
    const env = compose.services.app.environment;
    for (const name of clusterEnvNames) expect(Object.keys(env), name).toContain(name);
    expect(compose.services.migrate.environment).toEqual(env);
  });

  it('runs the same server and migration as the cluster, on the port nginx is sent to', () => {
    expect(dockerfile).toContain('CMD ["node", "apps/server/dist/server.mjs"]');
    expect(compose.services.migrate.command).toEqual(['node', 'apps/server/dist/ops.mjs', 'db:migrate']);
    const port = compose.services.app.environment.PORT;
    expect(dockerfile).toMatch(new RegExp(`EXPOSE ${port}\\b`));
    expect(read('deploy/nginx/coffer-upstream.compose.conf')).toContain(`server app:${port} `);
    expect(dockerfile).toContain('/api/services/app/Basic/GetEnum');
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('serves nginx the same template, with an upstream of the same options', () => {
    const volumes = compose.services.nginx.volumes;
    expect(volumes).toContain(
      `./nginx/${nginxTemplate.split('/').pop()}:/etc/nginx/templates/coffer.conf.template:ro`,
    );
    expect(volumes).toContain('./nginx/coffer-upstream.compose.conf:/etc/nginx/coffer-upstream.conf:ro');
    const options = (line) => line.replace(/^server \S+ /, '');
    const cluster = upstreamServers([8081]).trim();
    const composed = read('deploy/nginx/coffer-upstream.compose.conf')
      .split('\n')
      .find((l) => l.startsWith('server '));
    expect(options(composed)).toBe(options(cluster));
    // Every placeholder of the template has a value in both.
    const placeholders = [...read(nginxTemplate).matchAll(/\$\{(COFFER_[A-Z_]+)\}/g)].map((m) => m[1]);
    for (const name of placeholders) expect(Object.keys(compose.services.nginx.environment)).toContain(name);
    expect(() => renderTemplate(read(nginxTemplate), { COFFER_LISTEN: 8080 })).not.toThrow();
  });

  it('trusts X-Forwarded-For from nginx only', () => {
    const nginxAddress = compose.services.nginx.networks.coffer.ipv4_address;
    expect(compose.services.app.environment.TRUST_PROXY).toBe(nginxAddress);
  });
});
