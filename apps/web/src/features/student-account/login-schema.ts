// Loaded after the first paint of /student-login (see components/form/form.tsx): it brings zod.
import { z } from 'zod';

/** docs/product.md: the student handle and passcode. */
export const StudentLoginSchema = z.object({
  handle: z
    .string()
    .trim()
    .min(1, 'Student handle is required')
    .min(3, 'Student handle must be at least 3 characters long'),
  passcode: z
    .string()
    .min(1, 'Student passcode is required')
    .min(4, 'Student passcode must be at least 4 characters long'),
});
