import { describe, expect, it } from 'vitest';
import { planPrerequisites } from './prerequisites.mjs';

const pkg = (name, forStep, required, present) => ({
  name,
  for: forStep,
  required,
  present: () => present,
});
const fresh = [
  pkg('chromium', 'e2e', true, false),
  pkg('fonts-wqy-microhei', 'e2e', true, false),
  pkg('postgresql-client', 'bench', false, false),
];
const all = ['typecheck', 'lint', 'unit', 'api', 'e2e', 'bench'];

describe('planPrerequisites', () => {
  it('installs what a fresh machine lacks when it can', () => {
    expect(planPrerequisites(all, { packages: fresh, canInstall: true })).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-wqy-microhei', 'postgresql-client'],
    });
  });

  it('stops before anything runs with one line naming what to install when it cannot', () => {
    const plan = planPrerequisites(all, { packages: fresh, canInstall: false });
    expect(plan.action).toBe('stop');
    expect(plan.message).not.toContain('\n');
    expect(plan.message).toContain(
      'apt-get install -y --no-install-recommends chromium fonts-wqy-microhei postgresql-client',
    );
  });

  it('needs nothing for steps that use no browser, nor for a missing pgbench alone', () => {
    expect(planPrerequisites(['unit', 'api'], { packages: fresh, canInstall: false })).toEqual({
      action: 'none',
    });
    const browserReady = [
      pkg('chromium', 'e2e', true, true),
      pkg('fonts-wqy-microhei', 'e2e', true, true),
      pkg('postgresql-client', 'bench', false, false),
    ];
    expect(planPrerequisites(all, { packages: browserReady, canInstall: false })).toEqual({
      action: 'none',
    });
  });
});
