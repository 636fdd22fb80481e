import type { I18n } from '@lingui/core';
import { type BadgeId, badgeInfo, type Locale, languageOf } from '@mathsteps/domain';

/**
 * A badge's name and sentence in the child's language, on screen and read aloud (the server
 * sends the English). Apart from the read-aloud words: the badges' tables stay out of the
 * pages that show no badge.
 */
export function badgeInWords(i18n: I18n, id: BadgeId): { title: string; text: string } {
  return badgeInfo(id, languageOf(i18n.locale as Locale));
}
