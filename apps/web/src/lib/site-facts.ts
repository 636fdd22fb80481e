/**
 * What the server told the page about itself, in index.html's `<meta>` tags
 * (apps/server/src/http/spa.ts): a self-hosted MathSteps has its own support address.
 */
export function supportEmail(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="support-email"]')?.content;
  return content?.includes('@') ? content : undefined;
}
