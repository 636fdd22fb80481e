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
 * explanation opened below the fold and the help seemed to do nothing. The words name the
 * problem's numbers ("How many times does 7 go into 9?"): when `numbers` (the grid's top
 * rows) fit on the screen with the two, they show too; on a phone the help asked about a
 * dividend and a divisor scrolled away. When the box and the words cannot both fit (a tall
 * long division on a phone), the box goes to the top and the explanation floats at the
 * bottom of the screen (`float`), over the grid's lower rows.
 */
export function placeHelp(
  viewportHeight: number,
  box: Span,
  help: Span,
  numbers?: Span,
): { scrollBy: number; float: boolean } {
  if (numbers) {
    const withNumbers = scrollToFit(viewportHeight, [numbers, box, help]);
    if (withNumbers !== undefined) return { scrollBy: withNumbers, float: false };
  }
  const both = scrollToFit(viewportHeight, [box, help]);
  if (both !== undefined) return { scrollBy: both, float: false };
  return { scrollBy: box.top - MARGIN, float: true };
}

/** The least scroll that shows every span with a margin, or undefined when they cannot fit. */
function scrollToFit(viewportHeight: number, spans: Span[]): number | undefined {
  const top = Math.min(...spans.map((span) => span.top)) - MARGIN;
  const bottom = Math.max(...spans.map((span) => span.bottom)) + MARGIN;
  if (bottom - top > viewportHeight) return undefined;
  if (top < 0) return top;
  if (bottom > viewportHeight) return bottom - viewportHeight;
  return 0;
}

/** A box's left and right edges in its grid, in px from the grid's start. */
export interface Across {
  left: number;
  right: number;
}

/**
 * How far the grid's card is scrolled (px from the grid's start) so that a box shows, clear
 * of the scroll arrows (`clear` px each side): unchanged when it shows already; else as far
 * towards the start as the box allows, so that a long division's divisor, at the start,
 * stays in sight whenever the box leaves room for it (on a phone it went under the arrow).
 */
export function gridScrollToShow(
  view: { scrollLeft: number; width: number; clear: number },
  box: Across,
): number {
  const { scrollLeft, width, clear } = view;
  const shows = box.left >= scrollLeft + clear && box.right <= scrollLeft + width - clear;
  if (shows) return scrollLeft;
  const atStart = box.right + clear <= width;
  return atStart ? 0 : Math.max(0, box.right + clear - width);
}

/** Scrolls the grid's card sideways to `box` (gridScrollToShow). */
function showInGrid(box: HTMLElement): void {
  const scroller = box.closest<HTMLElement>('.grid-scroller');
  if (!scroller) return;
  const card = scroller.getBoundingClientRect();
  const rect = box.getBoundingClientRect();
  const left = rect.left - card.left + scroller.scrollLeft;
  const clear = Number.parseFloat(getComputedStyle(scroller).scrollPaddingInlineStart) || 0;
  scroller.scrollLeft = gridScrollToShow(
    { scrollLeft: scroller.scrollLeft, width: scroller.clientWidth, clear },
    { left, right: left + rect.width },
  );
}

/**
 * After a wrong try: the red box the focus went to, and the message under the grid that
 * says a box is red, both on screen (a red partial-product box stayed off a phone's screen).
 */
export function bringRedIntoView(box: HTMLElement, message: HTMLElement): void {
  showInGrid(box);
  const place = placeHelp(
    window.innerHeight,
    box.getBoundingClientRect(),
    message.getBoundingClientRect(),
  );
  if (place.scrollBy !== 0) window.scrollBy({ top: place.scrollBy });
}

/** The grid's first row, where the problem's numbers are printed (the dividend and divisor). */
function numbersOf(box: HTMLElement): Span | undefined {
  const grid = box.closest<HTMLElement>('.worked-grid');
  if (!grid) return undefined;
  const top = grid.getBoundingClientRect().top;
  const firstRow = Number.parseFloat(getComputedStyle(grid).gridTemplateRows) || 0;
  return { top, bottom: top + firstRow };
}

/**
 * Shows the explained box and its words (placeHelp) on this page: the grid's card scrolls
 * sideways to the box, clear of the scroll arrows, then the page. Answers whether the words
 * must float at the bottom of the screen. Loaded with the first "Show me how" or wrong try,
 * like the words, to keep the practice pages' first download small.
 */
export function bringHelpIntoView(box: HTMLElement, help: HTMLElement): boolean {
  showInGrid(box);
  // Measured where the words sit in the page, not where they may float now.
  const words = help.parentElement ?? help;
  words.style.position = 'static';
  const place = placeHelp(
    window.innerHeight,
    box.getBoundingClientRect(),
    help.getBoundingClientRect(),
    numbersOf(box),
  );
  words.style.position = '';
  if (place.scrollBy !== 0) window.scrollBy({ top: place.scrollBy });
  return place.float;
}
