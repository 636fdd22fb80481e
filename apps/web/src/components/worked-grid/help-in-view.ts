/** A thing's top and bottom on screen, in px from the top of the viewport. */
export interface Span {
  top: number;
  bottom: number;
}

/** Room left around what is brought into view, so it does not touch the screen's edge. */
const MARGIN = 12;

/**
 * How far to scroll the page (px, down when positive) so that the box "Show me how" talks
 * about and the explanation both show, moving as little as it takes: on a phone the
 * explanation opened below the fold and the help seemed to do nothing (issue 39). When the
 * two cannot both fit (a tall long division on a phone), the box goes to the top and the
 * explanation floats at the bottom of the screen (`float`), over the grid's lower rows.
 */
export function placeHelp(
  viewportHeight: number,
  box: Span,
  help: Span,
): { scrollBy: number; float: boolean } {
  const top = Math.min(box.top, help.top) - MARGIN;
  const bottom = Math.max(box.bottom, help.bottom) + MARGIN;
  if (bottom - top > viewportHeight) return { scrollBy: box.top - MARGIN, float: true };
  if (top < 0) return { scrollBy: top, float: false };
  if (bottom > viewportHeight) return { scrollBy: bottom - viewportHeight, float: false };
  return { scrollBy: 0, float: false };
}

/**
 * Shows the explained box and its words (placeHelp) on this page: the grid's card scrolls
 * sideways to the box, clear of the scroll arrows (scroll-padding), then the page. Answers
 * whether the words must float at the bottom of the screen. Loaded with the first "Show me
 * how", like its words, to keep the practice pages' first download small.
 */
export function bringHelpIntoView(box: HTMLElement, help: HTMLElement): boolean {
  box.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  // Measured where the words sit in the page, not where they may float now.
  const words = help.parentElement ?? help;
  words.style.position = 'static';
  const place = placeHelp(
    window.innerHeight,
    box.getBoundingClientRect(),
    help.getBoundingClientRect(),
  );
  words.style.position = '';
  if (place.scrollBy !== 0) window.scrollBy({ top: place.scrollBy });
  return place.float;
}
