import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './build.mjs';
import {
  nginxBinary,
  nginxPresent,
  renderTemplate,
  upstreamServers,
  writeNginxFiles,
  writeUpstream,
} from './cluster-nginx.mjs';

const dir = mkdtempSync(join(tmpdir(), 'coffer-nginx-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the cluster's nginx files", () => {
  it('fills only the COFFER_ placeholders, and refuses a missing one', () => {
    // The template's own placeholder syntax, not a JavaScript template.
    const placeholder = (name) => ['$', '{', name, '}'].join('');
    expect(
      renderTemplate(`listen ${placeholder('COFFER_LISTEN')}; set $x $http_host;`, { COFFER_LISTEN: 81 }),
    ).toBe('listen 81; set $x $http_host;');
    expect(() => renderTemplate(placeholder('COFFER_OTHER'), {})).toThrow(/COFFER_OTHER/);
  });

  it('lists each process, a draining one down', () => {
    expect(upstreamServers([8081, 8082], new Set([8082]))).toBe(
      'server 127.0.0.1:8081 max_fails=1 fail_timeout=2s;\nserver 127.0.0.1:8082 max_fails=1 fail_timeout=2s down;\n',
    );
  });

  it.skipIf(!nginxPresent())('makes a configuration nginx accepts, under the runtime folder only', () => {
    writeNginxFiles(root, dir, { listen: '127.0.0.1:8409', ports: [8081, 8082] });
    writeUpstream(dir, [8081, 8082], new Set([8081]));
    const res = spawnSync(nginxBinary, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(res.status, res.stderr).toBe(0);
    const main = readFileSync(join(dir, 'nginx.conf'), 'utf8');
    for (const line of main.split('\n').filter((l) => /_path |^pid |error_log |access_log /.test(l.trim())))
      expect(line).toContain(dir);
    const site = readFileSync(join(dir, 'coffer.conf'), 'utf8');
    for (const directive of [
      'proxy_buffering off;',
      'proxy_http_version 1.1;',
      'X-Forwarded-For $proxy_add_x_forwarded_for',
    ])
      expect(site).toContain(directive);
  });
});
