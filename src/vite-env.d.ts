/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the MSW mock API in the browser (dev, e2e of the front end, demos). */
  readonly VITE_API_MOCK?: string;
}
