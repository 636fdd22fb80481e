// Apart from the contract's schemas: the browser reads it without loading zod (decision 0015).

/**
 * The largest body POST /api takes (16 KiB; larger is refused with 413). Every call fits far
 * below it but a finished assignment with its timed boxes, which the browser trims to fit.
 */
export const API_BODY_MAX_BYTES = 16 * 1024;
