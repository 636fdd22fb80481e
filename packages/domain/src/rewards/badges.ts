import { NOMBRES_DE_OPERACION, SUBJECT_NAMES, SUBJECTS, type Subject } from '../arithmetic/problem';
import type { LocalDate } from '../calendar/dates';
import type { Language } from '../languages/locale';

/**
 * The badges a child can earn (decision record 0006), apart from the rules that award them
 * (rewards.ts): the RPC contract needs only their ids, and every page loads the contract.
 */
const LEVEL_UP_BADGES = Object.fromEntries(
  SUBJECTS.map((subject) => [
    `level-up-${subject}`,
    {
      title: `${SUBJECT_NAMES[subject]} level up`,
      text: `You moved up a level in ${SUBJECT_NAMES[subject].toLowerCase()}.`,
    },
  ]),
) as Record<`level-up-${Subject}`, BadgeInfo>;

interface BadgeInfo {
  title: string;
  /** One short sentence for the child, and for the parent's report card. */
  text: string;
}

/** Every badge there is, in the order they are shown. */
export const BADGES = {
  'first-problem': { title: 'First assignment', text: 'You finished your first assignment.' },
  'ten-in-a-row': { title: 'Ten in a row', text: 'All ten problems right the first time.' },
  'three-days': { title: '3 days in a row', text: 'You did your work three days in a row.' },
  'seven-days': { title: '7 days in a row', text: 'You did your work seven days in a row.' },
  'whole-week': { title: 'A whole week', text: 'You did every assignment of a week.' },
  'all-four': {
    title: 'All four in one day',
    text: 'Addition, subtraction, multiplication and division on one day.',
  },
  'hundred-stars': { title: '100 stars', text: 'You have earned 100 stars.' },
  'tricky-step': { title: 'Tricky step fixed', text: 'You fixed a step that used to trip you up.' },
  ...LEVEL_UP_BADGES,
} satisfies Record<string, BadgeInfo>;

export type BadgeId = keyof typeof BADGES;
export const BADGE_IDS = Object.keys(BADGES) as BadgeId[];

/** Every badge in Spanish (docs/languages.md): TypeScript refuses a badge left out. */
const INSIGNIAS: Record<BadgeId, BadgeInfo> = {
  'first-problem': { title: 'Primera tarea', text: 'Terminaste tu primera tarea.' },
  'ten-in-a-row': { title: 'Diez seguidos', text: 'Los diez problemas bien al primer intento.' },
  'three-days': { title: '3 días seguidos', text: 'Hiciste tu trabajo tres días seguidos.' },
  'seven-days': { title: '7 días seguidos', text: 'Hiciste tu trabajo siete días seguidos.' },
  'whole-week': { title: 'Una semana entera', text: 'Hiciste todas las tareas de una semana.' },
  'all-four': {
    title: 'Las cuatro en un día',
    text: 'Suma, resta, multiplicación y división en un mismo día.',
  },
  'hundred-stars': { title: '100 estrellas', text: 'Ganaste 100 estrellas.' },
  'tricky-step': {
    title: 'Paso difícil superado',
    text: 'Corregiste un paso en el que antes te equivocabas.',
  },
  ...(Object.fromEntries(
    SUBJECTS.map((subject) => [
      `level-up-${subject}`,
      {
        title: `Subiste de nivel en ${NOMBRES_DE_OPERACION[subject].toLowerCase()}`,
        text: `Subiste un nivel en ${NOMBRES_DE_OPERACION[subject].toLowerCase()}.`,
      },
    ]),
  ) as Record<`level-up-${Subject}`, BadgeInfo>),
};

const BADGES_IN: Record<Language, Record<BadgeId, BadgeInfo>> = { en: BADGES, es: INSIGNIAS };

/** A badge's name and sentence in the reader's language. */
export function badgeInfo(id: BadgeId, language: Language = 'en'): BadgeInfo {
  return BADGES_IN[language][id];
}

export function isBadgeId(id: string): id is BadgeId {
  return Object.hasOwn(BADGES, id);
}

/** A badge the child holds: the local date it was earned, and whether it was announced. */
export interface EarnedBadge {
  on: LocalDate;
  seen: boolean;
}
export type Badges = Partial<Record<BadgeId, EarnedBadge>>;

/** The badges held, in catalog order, with their words: what My Progress and reports list. */
export function badgeList(badges: Badges) {
  return BADGE_IDS.filter((id) => badges[id]).map((id) => ({
    id,
    ...BADGES[id],
    on: badges[id]!.on,
    seen: badges[id]!.seen,
  }));
}
