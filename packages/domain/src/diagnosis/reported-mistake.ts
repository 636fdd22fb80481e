import { z } from 'zod';

/** A wrong answer as a report shows it: the problem, what the child wrote, the right answer. */
export const ReportedMistakeSchema = z.object({
  subject: z.string(),
  level: z.string(),
  number_0: z.string(),
  number_1: z.string(),
  answer: z.string(),
  correct: z.string(),
  /** Box id to the digit the child typed. */
  entries: z.record(z.string(), z.string()),
  date: z.string(),
});
