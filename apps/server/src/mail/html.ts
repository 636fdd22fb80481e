import { isLocale, type Language, languageOf } from '@mathsteps/domain';

/**
 * The HTML of our e-mails, escaped by construction (docs/decisions/0028-e-mail-templates.md):
 * HTML is only ever made by the `html` template, which escapes every value put into it unless
 * that value is HTML the template made itself. A name, a link or a child's sentence cannot
 * reach an e-mail as markup, whoever wrote it.
 */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Value = Html | string | number | readonly Html[];

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const markupOf = (value: Value): string =>
  value instanceof Html
    ? value.markup
    : typeof value === 'object'
      ? value.map((part) => part.markup).join('')
      : escapeText(String(value));

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(
    strings.reduce((out, piece, index) => {
      const value = values[index - 1];
      return out + (value === undefined ? '' : markupOf(value)) + piece;
    }),
  );
}

/** Parts one after another, a line apart (the layout's paragraphs, a child's sections). */
export const lines = (parts: readonly Html[]): Html =>
  new Html(parts.map((part) => part.markup).join('\n'));

/** Someone an e-mail goes to, with the language chosen for the account (none: English). */
export interface Reader {
  email: string;
  firstname: string;
  locale?: string | null;
}

export const languageOfReader = (to: Pick<Reader, 'locale'>): Language =>
  isLocale(to.locale) ? languageOf(to.locale) : 'en';

/** The reader's locale for dates, else American English. */
export const localeOfReader = (to: Pick<Reader, 'locale'>): string =>
  isLocale(to.locale) ? to.locale : 'en-US';

/** A sentence with one hole (a code, a name in bold): said as text or as HTML from one wording. */
export type Sentence = readonly [before: string, after: string];
export const sentenceText = ([before, after]: Sentence, value: string) =>
  `${before}${value}${after}`;
export const sentenceHtml = ([before, after]: Sentence, value: Html) =>
  html`${before}${value}${after}`;

/** A sentence whose middle words are a link: "Or [verify your address with this link] within 24 hours." */
export type LinkSentence = readonly [before: string, label: string, after: string];
export const linkSentence = ([before, label, after]: LinkSentence, href: string) =>
  html`${before}<a href="${href}">${label}</a>${after}`;

/** A link drawn as a button: the first of a row is filled, the others pale. */
export const button = (href: string, label: string, primary = true) =>
  html`<a href="${href}" style="display:inline-block;margin:8px 8px 0 0;padding:10px 16px;border-radius:8px;font-size:16px;font-weight:bold;text-decoration:none;${primary ? 'background:#1d5fbf;color:#ffffff' : 'background:#eaf1fb;color:#174c99'}">${label}</a>`;
