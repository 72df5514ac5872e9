/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BASE_API_URL?: string;
  readonly VITE_MERCHANT_API_URL?: string;
  readonly VITE_CONTENT_API_URL?: string;
}
