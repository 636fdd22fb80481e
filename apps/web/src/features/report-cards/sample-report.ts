import {
  addDays,
  averageGrade,
  BADGES,
  boxesOf,
  boxId,
  buggyWorks,
  dayLetterOf,
  type FactsReport,
  type FactsSummary,
  type FinishedAssignment,
  isBoxCorrect,
  isScheduled,
  type LocalDate,
  letterGrade,
  misconceptionText,
  progressOver,
  progressPeriod,
  reportWeekOf,
  type StudentReport,
  SUBJECTS,
  type Subject,
  solve,
  weeklyFigures,
} from '@mathsteps/domain';

/**
 * The sample report card a free parent can open: Maya is made up, and so is her
 * work, but every figure is worked out by the same rules as a real report's, and her
 * grids by the same buggy procedure the diagnosis names. Pure: it reads no one's data.
 */
export interface SampleReport {
  report: StudentReport;
  facts: FactsReport;
  summary: FactsSummary;
}

const SCHEDULES: Record<Subject, string> = {
  addition: 'mtwrf',
  subtraction: 'mwf',
  multiplication: 'tr',
  division: '',
};
const LEVELS: Record<Subject, number> = {
  addition: 8,
  subtraction: 6,
  multiplication: 5,
  // Not scheduled; the level its Help tonight pages start at, near the catalogue's examples (85 ÷ 4).
  division: 5,
};

/** Four weeks of work: most scheduled days done, a few wrong first tries. */
function historyOf(subject: Subject, today: LocalDate, firstDay: LocalDate) {
  const done: (FinishedAssignment & { subject: Subject })[] = [];
  for (let day = firstDay, n = 0; day < today; day = addDays(day, 1), n++) {
    if (!isScheduled(SCHEDULES[subject], dayLetterOf(day)) || n % 9 === 4) continue;
    const level = LEVELS[subject] - (n < 12 && subject === 'addition' ? 1 : 0);
    done.push({ subject, localDate: day, level, questions: 10, errors: (n * 7) % 4 });
  }
  return done;
}

/** Maya's two bugs: the smaller digit taken from the larger, and a product's carry ignored. */
const BUGS = {
  subtraction: 'smaller-from-larger',
  multiplication: 'multiplication-carry-ignored',
} as const;

/** A wrong answer as Maya wrote it, by her bug in that subject. */
function mistakeOf(subject: keyof typeof BUGS, a: number, b: number, date: LocalDate) {
  const problem = solve(subject, a, b);
  const bug = BUGS[subject];
  const [work] = buggyWorks(problem, new Set([bug]));
  const entries = work!.entries;
  const wrongBoxes = boxesOf(problem)
    .filter((box) => box.graded && !isBoxCorrect(box, entries[boxId(box)]))
    .map(boxId);
  return {
    subject,
    level: String(LEVELS[subject]),
    number_0: String(a),
    number_1: String(b),
    answer: String(work!.answer),
    correct: String(subject === 'subtraction' ? a - b : a * b),
    entries,
    date,
    boxes: wrongBoxes,
  };
}

export function sampleReport(today: LocalDate): SampleReport {
  const firstDay = addDays(today, -27);
  const subjects: StudentReport['subjects'] = {};
  for (const subject of SUBJECTS) {
    const done = historyOf(subject, today, firstDay);
    const progress = progressOver(done, SCHEDULES[subject], today, firstDay);
    subjects[subject] = {
      ...progress,
      grade: Number(progress.complete) > 0 ? letterGrade(Number(progress.score)) : '',
      level: String(LEVELS[subject]),
      schedule: SCHEDULES[subject],
      levels: done.map((entry) => ({ date: entry.localDate, level: String(entry.level) })),
      weeks: weeklyFigures(done, SCHEDULES[subject], today, firstDay, 4),
    };
  }
  const average = averageGrade(Object.values(subjects));
  const latest = mistakeOf('subtraction', 71, 38, addDays(today, -1));
  const carried = mistakeOf('multiplication', 48, 7, addDays(today, -2));
  const misses = [
    latest,
    carried,
    mistakeOf('subtraction', 52, 27, addDays(today, -3)),
    mistakeOf('multiplication', 36, 5, addDays(today, -4)),
    mistakeOf('subtraction', 83, 46, addDays(today, -5)),
  ];
  const badge = (id: keyof typeof BADGES, daysAgo: number) => ({
    id,
    ...BADGES[id],
    on: addDays(today, -daysAgo),
    seen: true,
  });
  const report: StudentReport = {
    student: { accountname: 'sample', firstname: 'maya', lastname: 'sample', gradelevel: '3' },
    today,
    period: progressPeriod(today, firstDay),
    subjects,
    average: average ? { score: String(average.score), grade: average.grade } : null,
    week: {
      ...reportWeekOf(today),
      wrong: { subtraction: 3, addition: 1, multiplication: 2 },
      quickFacts: { multiplication: { rounds: 3, facts: 64 } },
    },
    mistakes: [
      ...misses.map(({ boxes: _boxes, ...mistake }) => ({ ...mistake, tries: 1 })),
      {
        subject: 'addition',
        level: '8',
        number_0: '463',
        number_1: '324',
        answer: '777',
        correct: '787',
        entries: {},
        date: addDays(today, -2),
        tries: 2,
      },
    ],
    misconceptions: [
      {
        id: 'smaller-from-larger',
        subject: 'subtraction',
        ...misconceptionText('smaller-from-larger', 'subtraction'),
        explains: 3,
        wrong: 3,
        example: latest,
        practice: null,
      },
      {
        id: 'multiplication-carry-ignored',
        subject: 'multiplication',
        ...misconceptionText('multiplication-carry-ignored', 'multiplication'),
        explains: 2,
        wrong: 3,
        example: carried,
        practice: null,
      },
    ],
    rewards: {
      stars: 212,
      streak: 4,
      badges: [badge('first-problem', 26), badge('ten-in-a-row', 20), badge('three-days', 9)],
    },
  };
  return { report, ...sampleFacts() };
}

/** Addition facts to 9 + 9 met in four weeks: most quick, a few slow, the eights learning. */
function sampleFacts(): Pick<SampleReport, 'facts' | 'summary'> {
  const addition: FactsReport['addition'] = {};
  for (let a = 0; a <= 9; a++) {
    for (let b = 0; b <= 9; b++) {
      const state = a + b >= 15 ? 'slow' : a === 8 || b === 8 ? 'learning' : 'fluent';
      const tries = 4 + ((a * 3 + b) % 5);
      addition[`${a}+${b}`] = { state, tries, right: state === 'fluent' ? tries : tries - 1 };
    }
  }
  const quick = Object.values(addition).filter((fact) => fact.state === 'fluent').length;
  return {
    facts: { addition } as FactsReport,
    summary: {
      addition: {
        quick,
        total: 100,
        change: 9,
        slowest: ['9+8', '8+7', '9+6'],
        inBoxes: { fact: '9+8', percent: 12 },
      },
    },
  };
}
