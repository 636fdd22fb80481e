import { createContext } from 'react';

/**
 * Set around the sample report (sample-report.ts): its buttons, which would act on a real
 * child, say what they do instead.
 */
export const IsSample = createContext(false);
