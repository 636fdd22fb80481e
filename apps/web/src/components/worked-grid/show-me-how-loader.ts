/**
 * "Show me how" is loaded the first time a child asks for it: its words and the catalog's
 * buggy procedures stay out of the first download of the practice pages (docs/operations.md "Capacity").
 */
type ShowMeHowModule = typeof import('@mathsteps/domain/show-me-how');

let loading: Promise<ShowMeHowModule> | undefined;

export function loadShowMeHow(): Promise<ShowMeHowModule> {
  loading ??= import('@mathsteps/domain/show-me-how').catch((error: unknown) => {
    // Offline for a moment: the next press tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}
