import { createContext } from 'react';

/**
 * Who reads a report card: the child's parent (its buttons act on the child), the sample's
 * visitor (sample-report.ts: the buttons say what they do instead), or the teacher of the
 * child's class (docs/product.md "Families' children in a class": the parent's buttons are
 * not the teacher's, and none is shown).
 */
export type ReportReaderRole = 'parent' | 'sample' | 'teacher';
export const ReportReader = createContext<ReportReaderRole>('parent');
