import type { Host } from '@coffer/contract/common';

/** The three API hosts (spec §7); one origin by default, separable per deployment at build time. */
export const hostUrls: Record<Host, string> = {
  base: import.meta.env.VITE_BASE_API_URL ?? '',
  merchant: import.meta.env.VITE_MERCHANT_API_URL ?? '/m',
  content: import.meta.env.VITE_CONTENT_API_URL ?? '/c',
};
