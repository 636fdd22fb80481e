import type { Subject } from '@mathsteps/domain';
import { Divide, type LucideIcon, Minus, Plus, X } from 'lucide-react';

/**
 * One colour and one icon per subject, used wherever a subject appears on the child's
 * screens (decision record 0006). Subtraction is grape, not red: red means a wrong box.
 * The text colours keep AA contrast on their tints and on white.
 */
export const SUBJECT_LOOK: Record<
  Subject,
  { icon: LucideIcon; tint: string; text: string; ring: string; solid: string }
> = {
  addition: {
    icon: Plus,
    tint: 'bg-leaf-50',
    text: 'text-leaf-700',
    ring: 'ring-leaf-700',
    solid: 'bg-leaf-700',
  },
  subtraction: {
    icon: Minus,
    tint: 'bg-grape-50',
    text: 'text-grape-700',
    ring: 'ring-grape-700',
    solid: 'bg-grape-700',
  },
  multiplication: {
    icon: X,
    tint: 'bg-sun-100',
    text: 'text-sun-700',
    ring: 'ring-sun-700',
    solid: 'bg-sun-700',
  },
  division: {
    icon: Divide,
    tint: 'bg-brand-50',
    text: 'text-brand-700',
    ring: 'ring-brand-700',
    solid: 'bg-brand-700',
  },
};
