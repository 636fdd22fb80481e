import { describe, expect, it } from 'vitest';
import { placeHelp } from './help-in-view';

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
