import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Subject } from '@mathsteps/domain';

/** A subject's name in the reader's language (docs/languages.md; lib/domain-words.ts). */
export const SUBJECT_WORDS: Record<Subject, MessageDescriptor> = {
  addition: msg`Addition`,
  subtraction: msg`Subtraction`,
  multiplication: msg`Multiplication`,
  division: msg`Division`,
};
