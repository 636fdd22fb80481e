import { describe, expect, it } from 'vitest';
import { gridScrollToShow, placeHelp } from './help-in-view';

const scrollToShow = (...args: Parameters<typeof placeHelp>) => placeHelp(...args).scrollBy;

const PHONE = 740;

describe('bringing a red box and its explanation into view', () => {
  it('does not move when both show already', () => {
    expect(scrollToShow(PHONE, { top: 300, bottom: 340 }, { top: 500, bottom: 600 })).toBe(0);
  });

  it('scrolls down just enough for an explanation opened below the fold', () => {
    // The division: the explanation opened at y = 732 of 740.
    const dy = scrollToShow(PHONE, { top: 320, bottom: 360 }, { top: 732, bottom: 860 });
    expect(dy).toBe(860 + 12 - PHONE);
    expect(320 - dy).toBeGreaterThanOrEqual(0);
  });

  it('scrolls up to a box above the screen', () => {
    expect(scrollToShow(PHONE, { top: -80, bottom: -40 }, { top: 400, bottom: 500 })).toBe(-92);
  });

  it('puts the box at the top and floats the words when the two cannot both fit', () => {
    expect(placeHelp(PHONE, { top: 100, bottom: 140 }, { top: 900, bottom: 1000 })).toEqual({
      scrollBy: 88,
      float: true,
    });
    expect(placeHelp(PHONE, { top: 100, bottom: 140 }, { top: 500, bottom: 600 }).float).toBe(
      false,
    );
  });

  it("keeps the problem's numbers in view with the box and the words when all three fit", () => {
    // A long division on a phone: the dividend and the divisor in the first row, 60 px above
    // the screen; the help asks how many times 7 goes into 9 below the grid.
    const numbers = { top: -60, bottom: -20 };
    const box = { top: 20, bottom: 60 };
    const help = { top: 560, bottom: 650 };
    expect(placeHelp(PHONE, box, help)).toEqual({ scrollBy: 0, float: false });
    expect(placeHelp(PHONE, box, help, numbers)).toEqual({ scrollBy: -72, float: false });
  });

  it('lets the numbers go when they cannot fit with the box and the words', () => {
    const numbers = { top: -400, bottom: -360 };
    const box = { top: 10, bottom: 50 };
    const help = { top: 560, bottom: 650 };
    expect(placeHelp(PHONE, box, help, numbers)).toEqual(placeHelp(PHONE, box, help));
  });

  it('brings both into view whenever they fit, wherever they start', () => {
    for (let boxTop = -2000; boxTop <= 2000; boxTop += 97) {
      for (let gap = -600; gap <= 600; gap += 53) {
        const box = { top: boxTop, bottom: boxTop + 40 };
        const help = { top: boxTop + gap, bottom: boxTop + gap + 120 };
        const dy = scrollToShow(PHONE, box, help);
        const span = Math.max(box.bottom, help.bottom) - Math.min(box.top, help.top);
        if (span + 24 > PHONE) continue;
        for (const each of [box, help]) {
          expect(each.top - dy).toBeGreaterThanOrEqual(0);
          expect(each.bottom - dy).toBeLessThanOrEqual(PHONE);
        }
      }
    }
  });
});

describe("scrolling a grid's card sideways to a red box", () => {
  // A phone's card: 312 px wide, 44 px kept clear of each scroll arrow.
  const card = { width: 312, clear: 44 };
  const box = (left: number) => ({ left, right: left + 40 });

  it('does not move when the box shows already, clear of the arrows', () => {
    expect(gridScrollToShow({ ...card, scrollLeft: 100 }, box(200))).toBe(100);
  });

  it("goes back to the grid's start when the box leaves room for it: a division's divisor shows", () => {
    expect(gridScrollToShow({ ...card, scrollLeft: 400 }, box(150))).toBe(0);
    expect(gridScrollToShow({ ...card, scrollLeft: 400 }, box(312 - 44 - 40))).toBe(0);
  });

  it('otherwise shows the box at the far edge, keeping as much of the start as it can', () => {
    expect(gridScrollToShow({ ...card, scrollLeft: 0 }, box(600))).toBe(600 + 40 + 44 - 312);
    expect(gridScrollToShow({ ...card, scrollLeft: 900 }, box(600))).toBe(600 + 40 + 44 - 312);
  });

  it('always leaves the box on the card and clear of the arrows', () => {
    for (let scrollLeft = 0; scrollLeft <= 1200; scrollLeft += 37) {
      for (let left = 0; left <= 1200; left += 29) {
        const to = gridScrollToShow({ ...card, scrollLeft }, box(left));
        expect(to).toBeGreaterThanOrEqual(0);
        const shown = left - to;
        if (left >= card.clear) expect(shown).toBeGreaterThanOrEqual(card.clear);
        expect(shown + 40).toBeLessThanOrEqual(card.width - card.clear);
      }
    }
  });
});
