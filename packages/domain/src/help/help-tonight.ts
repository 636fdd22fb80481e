import { generateProblem, MAX_LEVEL } from '../arithmetic/curriculum';
import { answerOf, answerText, inSchoolMethod, type Problem } from '../arithmetic/problem';
import type { SchoolMethod } from '../arithmetic/school-method';
import type { Subject } from '../arithmetic/subject';
import { bugsOfProblem, methodForBug } from '../diagnosis/bugs-of';
import type { BugId } from '../diagnosis/catalog';
import { wrongEveryWay } from '../diagnosis/misconceptions';
import { buggyWorks } from '../diagnosis/procedures';
import { bugWords } from '../diagnosis/step-words';
import type { Language } from '../languages/locale';
import { createRandom } from '../random';
import { AYUDA_POR_PASO, guion, notaDeError } from './help-tonight-es';
import { teacherSteps } from './teacher-words';

/**
 * "Help tonight" (docs/help-tonight.md): a page for a parent, from a step their child gets
 * wrong. It works one problem right in the school's words, gives a short script, and three
 * problems to do together on paper, each one the child's bug gets wrong, with a key that
 * names the wrong answer the bug writes, so the parent recognises it.
 */
export interface HelpTonight {
  bug: BugId;
  subject: Subject;
  /** The problem worked right: the child's own mistake where there is one. */
  worked: Problem;
  steps: string[];
  /** What to ask, what to let the child say, what not to do, how to tell it is fixed. */
  script: string[];
  together: TogetherProblem[];
}

export interface TogetherProblem {
  problem: Problem;
  /** The right answer as printed: "79 r 2". */
  answer: string;
  /** What a child with the bug writes. */
  wrongAnswer: string;
  /** "If Maya writes 577, the borrow skipped the zero." */
  wrongNote: string;
}

/** Problems to do together on paper. */
export const TOGETHER_PROBLEMS = 3;

/** For each bug: the question to ask at the step, and what its wrong answer shows. */
type StepHelp = Record<BugId, { ask: string; shows: string }>;

const BUG_HELP: StepHelp = {
  'smaller-from-larger': {
    ask: 'Which digit is on top in this column? Is it big enough to take the bottom one away?',
    shows: 'the smaller digit was taken from the larger one',
  },
  'borrow-across-zero': {
    ask: 'The next digit is a 0: where does the ten come from, and what does the 0 become?',
    shows: 'the ten skipped over the zero',
  },
  'stops-borrow-at-zero': {
    ask: 'You added ten to this column: which column gave it?',
    shows: 'ten was added but taken from nowhere',
  },
  'borrow-from-zero': {
    ask: 'The 0 became 9: where did it get a ten to give from?',
    shows: 'the ten stopped at the zero',
  },
  'borrow-no-decrement': {
    ask: 'This column gave a ten away: what is left on top of it now?',
    shows: 'the column that gave the ten was not made smaller',
  },
  'zero-minus-n': {
    ask: 'The top digit is 0: can you take the bottom digit away from nothing?',
    shows: '0 take away a number was written as that number',
  },
  'zero-minus-n-is-zero': {
    ask: 'The top digit is 0: can you take the bottom digit away from nothing?',
    shows: '0 take away a number was written as 0',
  },
  'n-minus-zero-is-zero': {
    ask: 'The bottom digit is 0: how much are we taking away?',
    shows: 'taking away 0 was written as 0',
  },
  'borrow-from-zero-is-ten': {
    ask: 'The 0 became ten, then gave one away: how many are left?',
    shows: 'the zero stayed 10 instead of 9',
  },
  'first-borrow-no-decrement': {
    ask: 'Two columns needed a ten: did each one take it from its neighbour?',
    shows: 'the first ten was not taken away',
  },
  'always-borrow-left': {
    ask: "Which digit is this column's next-door neighbour on the left?",
    shows: 'the ten came from the first digit, not the next one',
  },
  'adds-instead': {
    ask: 'What does the minus sign ask us to do?',
    shows: 'the two numbers were added',
  },
  'payback-forgotten': {
    ask: 'You added ten on top here: where do you pay it back?',
    shows: 'the ten added on top was not paid back below',
  },
  'payback-on-top': {
    ask: 'You pay the ten back: on the top number or on the bottom one?',
    shows: 'the ten was paid back on the top number',
  },
  'carry-dropped': {
    ask: 'This column came to more than 9: where does the ten go?',
    shows: 'the carried ten was dropped',
  },
  'carry-not-added': {
    ask: 'You wrote the little 1 on top: did it go into the sum?',
    shows: 'the carry was written but not added',
  },
  'whole-column-sum': {
    ask: 'Only one digit fits under each column: which one stays?',
    shows: 'the whole column sum was written',
  },
  'carries-the-ones': {
    ask: 'Of the two digits, which one stays in this column and which moves on?',
    shows: 'the ones were carried and the tens written',
  },
  'adds-left-to-right': {
    ask: 'Which column do we start with, and why?',
    shows: 'the columns were added from the left',
  },
  'subtracts-instead': {
    ask: 'What does the plus sign ask us to do?',
    shows: 'one number was taken from the other',
  },
  'multiplication-carry-ignored': {
    ask: 'That product has tens: where do they go?',
    shows: 'the carried tens were left out',
  },
  'carry-added-before-multiplying': {
    ask: 'Do we multiply first, or add the carry first?',
    shows: 'the carry was added before multiplying',
  },
  'missing-placeholder-zero': {
    ask: 'We are multiplying by tens now: what goes in the ones place first?',
    shows: 'the placeholder zero was left out',
  },
  'partial-product-left-out': {
    ask: 'How many rows are there? Did every row go into the total?',
    shows: 'a row was left out of the total',
  },
  'carry-multiplied': {
    ask: 'What do we do with the carried digit: multiply by it, or add it?',
    shows: 'the product was multiplied by the carry',
  },
  'carry-as-tens': {
    ask: 'The carried digit already sits in the next column: is it added as it is, or as tens?',
    shows: 'the carry was added as tens',
  },
  'whole-products': {
    ask: 'Only one digit fits under each column: which one stays, and which is carried?',
    shows: 'each small product was written in full',
  },
  'multiplies-within-columns': {
    ask: 'Has every top digit been multiplied by every bottom digit?',
    shows: 'only digits in the same column were multiplied',
  },
  'missing-zero-in-quotient': {
    ask: 'It does not go: what do we write in the answer?',
    shows: 'the 0 in the answer was left out',
  },
  'quotient-digit-too-small': {
    ask: 'What is left is as big as the divisor: could one more fit?',
    shows: 'an answer digit was one too small',
  },
  'step-remainder-dropped': {
    ask: 'What was left over, and where does it go now?',
    shows: 'what was left over at a step was dropped',
  },
  'divides-right-to-left': {
    ask: 'Which digit do we start dividing with?',
    shows: 'the division started from the right',
  },
};

/** The steps' help in each language: TypeScript refuses a Spanish table missing a step. */
const STEP_HELP: Record<Language, StepHelp> = { en: BUG_HELP, es: AYUDA_POR_PASO };

export interface HelpTonightInput {
  bug: BugId;
  subject: Subject;
  method: SchoolMethod;
  /** The child's name as the parent reads it. */
  child: string;
  /** The child's level in the subject: the problems to do together start there. */
  level: number;
  /** The same seed gives the same problems (a printed page and the screen agree). */
  seed: string;
  /** The child's own mistake, worked right on the page; else the first problem found. */
  mistake?: Problem;
  /** The parent's language (docs/languages.md); English when absent. */
  language?: Language;
}

export function helpTonight(input: HelpTonightInput): HelpTonight {
  const { bug, subject, child } = input;
  const language = input.language ?? 'en';
  const method = methodForBug(bug, input.method);
  const found = togetherProblems(
    bug,
    subject,
    method,
    input.level,
    input.seed,
    TOGETHER_PROBLEMS + 1,
  );
  const worked = input.mistake ?? found[0]!;
  const together = found
    .filter((problem) => problem.id !== worked.id)
    .slice(0, TOGETHER_PROBLEMS)
    .map((problem) => togetherProblem(problem, bug, child, language));
  return {
    bug,
    subject,
    worked,
    steps: teacherSteps(worked, method, language),
    script: scriptFor(bug, child, language),
    together,
  };
}

/** A work's answer as the key prints it: "79 r 2". */
const workAnswer = (work: { answer: number; remainder?: number }) =>
  `${work.answer}${work.remainder ? ` r ${work.remainder}` : ''}`;

/** Problems drawn at a level when looking for those to do together. */
const DRAWS_PER_LEVEL = 60;
const RARE_DRAWS_PER_LEVEL = 400;

/**
 * The problems to do together: at the child's level, else the nearest level where the bug shows
 * (up first), each one the bug gets wrong whichever way it is done; first those whose wrong
 * answer no other step of the subject writes, so the key's answer points at this step. Not the
 * practice set's search, which asks more (the bug seen in the child's grid) and may go far from
 * the child's level to find it ("4 x 10" for a child at 3-digit x 2-digit).
 */
function togetherProblems(
  bug: BugId,
  subject: Subject,
  method: SchoolMethod,
  level: number,
  seed: string,
  count: number,
): Problem[] {
  const random = createRandom(seed);
  const from = Math.max(0, Math.min(MAX_LEVEL, Math.trunc(level)));
  const levels = [
    from,
    ...Array.from({ length: MAX_LEVEL - from }, (_, i) => from + 1 + i),
    ...Array.from({ length: from }, (_, i) => from - 1 - i),
  ];
  const seen = new Set<string>();
  const alone: Problem[] = [];
  const shared: Problem[] = [];
  // A bug that shows rarely (the divisions a borrow-left bug changes) gets a longer second look.
  for (const draws of [DRAWS_PER_LEVEL, RARE_DRAWS_PER_LEVEL]) {
    for (const each of levels) {
      for (let drawn = 0; drawn < draws && alone.length < count; drawn++) {
        const problem = inSchoolMethod(generateProblem(subject, each, random), method);
        if (seen.has(problem.id) || !wrongEveryWay(problem, bug)) continue;
        seen.add(problem.id);
        const answers = buggyWorks(problem, new Set([bug])).map(workAnswer);
        const others = bugsOfProblem(problem).filter((other) => other !== bug);
        const written = others.some((other) =>
          buggyWorks(problem, new Set([other])).some((work) => answers.includes(workAnswer(work))),
        );
        (written ? shared : alone).push(problem);
      }
      if (alone.length + shared.length >= count) return [...alone, ...shared].slice(0, count);
    }
  }
  return [...alone, ...shared].slice(0, count);
}

function togetherProblem(
  problem: Problem,
  bug: BugId,
  child: string,
  language: Language,
): TogetherProblem {
  const remainder = problem.subject === 'division' ? problem.remainder : 0;
  const wrong = buggyWorks(problem, new Set([bug])).find(
    (work) => work.answer !== answerOf(problem) || (work.remainder ?? 0) !== remainder,
  );
  const wrongAnswer = wrong ? workAnswer(wrong) : answerText(problem);
  return {
    problem,
    answer: answerText(problem),
    wrongAnswer,
    wrongNote: SCRIPT_WORDS[language].wrongNote(child, wrongAnswer, STEP_HELP[language][bug].shows),
  };
}

function scriptFor(bug: BugId, child: string, language: Language): string[] {
  return SCRIPT_WORDS[language].script(
    STEP_HELP[language][bug].ask,
    child,
    bugWords(bug, language).title,
  );
}

/** What a parent says and looks for, per language (help-tonight-es.ts). */
const SCRIPT_WORDS: Record<
  Language,
  {
    script: (ask: string, child: string, title: string) => string[];
    wrongNote: (child: string, wrongAnswer: string, shows: string) => string;
  }
> = {
  en: {
    script: (ask, child, title) => [
      `Ask, at the step: “${ask}”`,
      `Let ${child} say each step out loud, in the words of the worked problem above, even slowly.`,
      `Don’t write the answer for ${child} or say “that’s wrong”: point to the column and ask again.`,
      `It is fixed when ${child} gets the three problems below right and can say why; after the next practice, the report card stops naming “${title}”.`,
    ],
    wrongNote: (child, wrongAnswer, shows) => `If ${child} writes ${wrongAnswer}, ${shows}.`,
  },
  es: { script: guion, wrongNote: notaDeError },
};
