import {
  BADGE_IDS,
  badgeInfo,
  boxesOf,
  boxId,
  createRandom,
  factOf,
  generateProblem,
  SUBJECTS,
  solve,
} from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { english, inSpanish } from '../../test/render';
import { badgeInWords } from '../rewards/badge-words';
import { problemWords } from './problem-words';
import {
  assignmentsWords,
  badgeWords,
  chooseFactsWords,
  dashboardWords,
  factsSummaryWords,
  factWords,
  practiceDoneWords,
  practicePickerWords,
  progressWords,
  resultWords,
  savedWords,
  sentencesCapitalised,
  specialDoneWords,
  specialPracticeWords,
  typingWords,
} from './read-aloud';
import { wrongBoxSentence } from './use-problem-reading';
import { chooseVoice } from './voice';

const voice = (lang: string, localService = true, isDefault = false) => ({
  lang,
  localService,
  default: isDefault,
  name: `${lang}${localService ? ' local' : ''}${isDefault ? ' default' : ''}`,
});

describe('read aloud', () => {
  it('chooses an English voice on the device, the default first; none without English', () => {
    expect(
      chooseVoice([voice('fr-FR', true, true), voice('en-US', false), voice('en-GB')])?.name,
    ).toBe('en-GB local');
    expect(chooseVoice([voice('en-AU'), voice('en-US', true, true)])?.name).toBe(
      'en-US local default',
    );
    expect(chooseVoice([voice('de-DE'), voice('fr-FR')])).toBeUndefined();
    expect(chooseVoice([])).toBeUndefined();
  });

  it('says the dashboard with Pip first, a problem with the box to start, and the result', () => {
    expect(dashboardWords(english, 'Maya', 2)).toBe(
      'Hi, Maya! Ready to practice? You have two subjects to do today.',
    );
    expect(dashboardWords(english, 'Maya', 0)).toBe(
      'Hi, Maya! Ready to practice? Nothing is left for today.',
    );
    // With the button that starts the next work, named as it reads.
    expect(dashboardWords(english, 'Maya', 1, 'Start Addition')).toBe(
      'Hi, Maya! Ready to practice? You have one subject to do today. Tap Start Addition to begin.',
    );
    // A fact is typed as it is written, in one field: no box is named.
    const problem = solve('addition', 7, 5);
    expect(problemWords(problem, 1, 1)).toEqual([
      { text: 'Seven plus five.' },
      { text: 'Type the answer.' },
    ]);
    expect(wrongBoxSentence(problem, 0)).toEqual({
      text: 'Not yet. Try again, or tap Show me how.',
    });
    // A grid starts in its ones column, which is named and highlighted while it is.
    const grid = solve('subtraction', 405, 98);
    const [said, next] = problemWords(grid, 2, 16);
    expect(said).toEqual({ text: 'Four hundred and five take away ninety-eight.' });
    expect(next?.text).toMatch(/ones/);
    expect(boxesOf(grid).find((box) => boxId(box) === next?.box)?.column).toBe(0);
    expect(resultWords(english, 'Excellent work', 'You really know this!', 9, 10)).toBe(
      'Excellent work! You really know this! Nine of ten right.',
    );
  });

  it('never names a box of a number fact, which the child sees as one field', () => {
    for (const subject of SUBJECTS) {
      for (let level = 0; level <= 3; level++) {
        const random = createRandom(`fact-words:${subject}:${level}`);
        for (let n = 0; n < 20; n++) {
          const problem = generateProblem(subject, level, random);
          if (!factOf(problem)) continue;
          const said = [
            ...problemWords(problem, 1, level),
            ...boxesOf(problem).map((_, index) => wrongBoxSentence(problem, index)),
          ];
          for (const sentence of said) {
            expect(sentence.text).not.toMatch(/box|tens|hundreds|ones/);
            expect(sentence.box).toBeUndefined();
          }
        }
      }
    }
  });

  it('reads the practice picker, the end of a set and the special practice in words', () => {
    expect(practicePickerWords(english, 'Subtraction', 3, '64 − 37', 1)).toBe(
      'Pick a subject, then a level, then tap Start Practice. You picked subtraction, level three, like sixty-four take away thirty-seven.',
    );
    expect(practiceDoneWords(english, 10, 1)).toBe(
      'Practice complete! You finished ten problems with one incorrect answer. Tap Return to Dashboard or Do More Practice.',
    );
    expect(specialPracticeWords(english, 5, 'Subtraction')).toMatch(
      /^Special practice\. Your parent picked five subtraction problems for you\. .* Tap Start Special Practice\.$/,
    );
    expect(specialDoneWords(english, 4, 5)).toBe(
      'All done, well worked! You got four of five right at the first try. Tap Back to Practice.',
    );
  });

  it('starts each sentence it reads with a capital', () => {
    expect(sentencesCapitalised('right! two plus two equals four. it will come back.')).toBe(
      'Right! Two plus two equals four. It will come back.',
    );
  });

  it('says what the counted work brought, and the choice as a question to the youngest', () => {
    const choices = [
      { option: 'advance' as const, label: 'Go up to level 2' },
      { option: 'repeat' as const, label: 'Stay at level 1' },
    ];
    const badge = badgeInWords(english, 'level-up-addition');
    expect(savedWords(english, { stars: 5, badges: [badge], choices, grade: 1 })).toBe(
      'You earned five stars. You earned a new badge! Addition level up: You moved up a level in addition. Do you want harder problems? Tap Go up to level 2 or Stay at level 1.',
    );
    expect(savedWords(english, { stars: 1, badges: [], choices, grade: 4 })).toBe(
      'You earned one star. What next? Tap Go up to level 2 or Stay at level 1.',
    );
    expect(
      savedWords(english, {
        stars: 0,
        badges: [],
        choices: [{ option: 'decrease', label: 'Go down to level 0' }],
        grade: 2,
      }),
    ).toBe('Do you want easier problems? Tap Go down to level 0.');
    expect(savedWords(english, { stars: 0, badges: [], choices: [], grade: 1, moved: 16 })).toBe(
      'Next time you will practice level sixteen: a little easier, to make it stick.',
    );
    // Moved back up by the rule after a bad spell (docs/product.md "Finding the level").
    expect(
      savedWords(english, { stars: 0, badges: [], choices: [], grade: 1, moved: 9, level: 6 }),
    ).toBe('Next time you will practice level nine again: you did it well before.');
    expect(
      savedWords(english, { stars: 0, badges: [], choices: [], grade: 1, moved: 5, level: 6 }),
    ).toBe('Next time you will practice level five: a little easier, to make it stick.');
  });

  it("reads the assignments' line and the buttons that start today's work", () => {
    const line = 'You have 3 assignments today.';
    expect(assignmentsWords(english, line, [])).toBe(line);
    expect(assignmentsWords(english, line, ['Addition'])).toBe(
      `${line} Tap Start Addition to begin.`,
    );
    expect(assignmentsWords(english, line, ['Addition', 'Subtraction', 'Division'])).toBe(
      `${line} Tap Start Addition, Start Subtraction or Start Division to begin.`,
    );
  });

  it("says Quick Facts' choice and the end of a round", () => {
    expect(
      chooseFactsWords(english, ['Addition', 'Subtraction', 'Multiplication', 'Division']),
    ).toBe('Which facts today? Tap Addition, Subtraction, Multiplication or Division.');
    expect(chooseFactsWords(english, ['Addition', 'Subtraction'], 'Multiplication')).toBe(
      'Which facts today? Your grown-up picked multiplication for you. Tap Addition or Subtraction.',
    );
    expect(factsSummaryWords(english, { facts: 6, right: 5, quick: 4, stars: 5 }, 'Addition')).toBe(
      'Great round! You did six addition facts: five right the first time, four answered quickly. You earned five stars.',
    );
  });

  it('says Quick Facts and the badges as the screen shows them', () => {
    expect(factWords(english, '7+5', 1)).toBe('Seven plus five.');
    expect(factWords(english, '13-8', 2)).toBe('Thirteen take away eight.');
    expect(factWords(english, '13-8', 4)).toBe('Thirteen minus eight.');
    expect(factWords(english, '7x6', 3)).toBe('Seven times six.');
    expect(factWords(english, '56/7', 3)).toBe('Fifty-six divided by seven.');
    expect(factWords(english, 'not a fact', 3)).toBe('');
    expect(typingWords(english, '42')).toBe('Type the number you see: forty-two.');
    expect(badgeWords(english, [badgeInWords(english, 'first-problem')])).toBe(
      'You earned a new badge! First assignment: You finished your first assignment.',
    );
    expect(
      badgeWords(english, [
        badgeInWords(english, 'first-problem'),
        badgeInWords(english, 'ten-in-a-row'),
      ]),
    ).toBe(
      'You earned two new badges! First assignment: You finished your first assignment. Ten in a row: All ten problems right the first time.',
    );
  });

  it('says every badge, and every sentence the result screen can say, in the child’s language', () => {
    for (const [i18n, language] of [
      [english, 'en'],
      [inSpanish('es-419'), 'es'],
    ] as const) {
      for (const id of BADGE_IDS) {
        const { title, text } = badgeInfo(id, language);
        const words = savedWords(i18n, {
          stars: 3,
          badges: [badgeInWords(i18n, id)],
          choices: [{ option: 'advance', label: 'X' }],
          grade: 1,
        });
        expect(words).toContain(`${title}: ${text}`);
        if (language === 'es') {
          const english = badgeInfo(id, 'en');
          if (english.title !== title) expect(words).not.toContain(english.title);
          expect(words).not.toMatch(/\b(You|earned|badge|Tap|level)\b/);
        }
      }
    }
  });

  it('says My Progress: the stars, the streak, the weeks', () => {
    expect(progressWords(english, 12, '3 days in a row')).toBe(
      'You have twelve stars. 3 days in a row. Here are the last four weeks of your assignments.',
    );
    expect(progressWords(english, 1, 'Finish today’s work to start a streak')).toMatch(
      /^You have one star\. /,
    );
  });
});

describe('read aloud in Spanish', () => {
  const spanish = inSpanish('es-419');

  it('chooses a Spanish voice for a Spanish page, Latin American first; Spain’s for es-ES', () => {
    const voices = [voice('en-US', true, true), voice('es-ES'), voice('es-MX', true)];
    expect(chooseVoice(voices, 'es-419')?.name).toBe('es-MX local');
    expect(chooseVoice(voices, 'es-ES')?.name).toBe('es-ES local');
    // Without a Spanish voice nothing is read, and the speaker is hidden.
    expect(chooseVoice([voice('en-US'), voice('fr-FR')], 'es-419')).toBeUndefined();
  });

  it('says a problem and its first box in Spanish words', () => {
    expect(problemWords(solve('addition', 7, 5), 1, 1, 'es')).toEqual([
      { text: 'Siete más cinco.' },
      { text: 'Escribe la respuesta.' },
    ]);
    const problem = solve('addition', 47, 38);
    const [said, first] = problemWords(problem, 2, 5, 'es');
    expect(said?.text).toBe('Cuarenta y siete más treinta y ocho.');
    expect(first?.text).toBe('Ahora la casilla de las unidades del resultado.');
  });

  it("says the child's screens in Spanish, the figures in words", () => {
    expect(dashboardWords(spanish, 'Maya', 2)).toBe(
      '¡Hola, Maya! ¿Todo listo para practicar? Tienes dos operaciones para hacer hoy.',
    );
    expect(dashboardWords(spanish, 'Maya', 2, 'Empezar Resta')).toBe(
      '¡Hola, Maya! ¿Todo listo para practicar? Tienes dos operaciones para hacer hoy. Toca Empezar Resta para comenzar.',
    );
    expect(resultWords(spanish, '¡Muy bien', '¡Sigue así!', 8, 10)).toBe(
      '¡Muy bien! ¡Sigue así! Ocho de diez bien.',
    );
    expect(progressWords(spanish, 1, '3 días seguidos')).toBe(
      'Tienes una estrella. 3 días seguidos. Aquí están las últimas cuatro semanas de tus tareas.',
    );
  });
});
