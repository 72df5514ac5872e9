import { describe, expect, it } from 'vitest';
import { processCpuSeconds } from './process-cpu';

describe('processCpuSeconds', () => {
  // The time limit is the machine's, not a speed check: 100 ms of CPU took over 5 s of wall time
  // while a whole test run shared the two cores.
  it("reads a process's CPU time from /proc as Node itself counts it", { timeout: 60_000 }, () => {
    const fromProc = processCpuSeconds(process.pid);
    const fromNode = process.cpuUsage();
    // Busy until Node counts 100 ms of this process's CPU: the kernel's figure must follow.
    let spin = 0;
    while (process.cpuUsage(fromNode).user < 100_000) spin += Math.sqrt(spin + 1);
    const nodeSeconds = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(fromNode));
    const procSeconds = processCpuSeconds(process.pid) - fromProc;
    expect(spin).toBeGreaterThan(0);
    // Clock ticks are 10 ms; other threads of the process (GC, workers) may add a little.
    expect(procSeconds).toBeGreaterThan(nodeSeconds - 0.03);
    expect(procSeconds).toBeLessThan(nodeSeconds + 0.2);
  });
});
