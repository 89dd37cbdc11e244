/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Analytics measurement id; analytics stay off when unset. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** Scheduling page used when the appointment types cannot be read. */
  readonly VITE_SCHEDULING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
