/** A Lingui catalogue, compiled by its Vite plugin when imported (vite.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
