// Types of cluster-nginx.mjs for the TypeScript that drives it (bench/cluster.ts).
import type { ChildProcess } from 'node:child_process';

export const nginxBinary: string;
export const nginxTemplate: string;
export const clusterEnvNames: string[];
export function renderTemplate(text: string, values: Record<string, string | number>): string;
export function upstreamServers(ports: number[], down?: Set<number>): string;
export function mainConfig(dir: string): string;
export function writeNginxFiles(
  root: string,
  dir: string,
  options: { listen: string; ports: number[] },
): void;
export function writeUpstream(dir: string, ports: number[], down?: Set<number>): void;
export function startNginx(dir: string, options: { onExit: (code: number | null) => void }): ChildProcess;
export function reloadNginx(master: ChildProcess, options?: { drainMs?: number }): Promise<void>;
export function workersOf(parentPid: number): number[];
export function nginxPresent(): boolean;
