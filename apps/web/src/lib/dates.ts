import { i18n } from '@lingui/core';

/**
 * "November 22, 2026" for a local date "2026-11-22", whatever the reader's zone, as the page's
 * locale writes it ("22 de noviembre de 2026", docs/languages.md).
 */
export const longDate = (date: string, locale = i18n.locale || 'en-US') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
