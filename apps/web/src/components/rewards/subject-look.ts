import type { Subject } from '@mathsteps/domain';

/**
 * One colour per subject, used wherever a subject appears (decision record 0006); its icon
 * is its sign in a disc of that colour (SubjectIcon). Subtraction is grape, not red: red
 * means a wrong box. The text colours keep AA contrast on their tints and on white.
 * Class names only, so that the visitors' free practice can use them at no cost in bytes.
 */
export const SUBJECT_LOOK: Record<
  Subject,
  { tint: string; text: string; ring: string; solid: string }
> = {
  addition: {
    tint: 'bg-leaf-50',
    text: 'text-leaf-700',
    ring: 'ring-leaf-700',
    solid: 'bg-leaf-700',
  },
  subtraction: {
    tint: 'bg-grape-50',
    text: 'text-grape-700',
    ring: 'ring-grape-700',
    solid: 'bg-grape-700',
  },
  multiplication: {
    tint: 'bg-sun-100',
    text: 'text-sun-700',
    ring: 'ring-sun-700',
    solid: 'bg-sun-700',
  },
  division: {
    tint: 'bg-brand-50',
    text: 'text-brand-700',
    ring: 'ring-brand-700',
    solid: 'bg-brand-700',
  },
};
