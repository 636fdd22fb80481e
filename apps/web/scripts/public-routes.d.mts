/** The pages a visitor reaches without an account (public-routes.mjs). */
export declare const PUBLIC_ROUTES: readonly string[];
