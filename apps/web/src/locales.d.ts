/** A Lingui catalogue, compiled by its Vite plugin when imported (vite.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** A part of a language's words (apps/web/scripts/catalogue-parts.ts). */
declare module '*.po?words=visitor' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?words=signed-in' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
