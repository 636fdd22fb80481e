import { useLingui } from '@lingui/react';
import {
  inSchoolMethod,
  type Problem,
  problemFromQuestion,
  questionKey,
  type Subject,
  schoolMethodOf,
} from '@mathsteps/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadFreeProblems } from '../../api/free-problems';
import { usePageData } from '../../lib/page-data';

type FreeProblemsAnswer = Awaited<ReturnType<typeof loadFreeProblems>>;

export type ProblemSets = Partial<Record<string, Problem[]>>;

function setsOf(answer: FreeProblemsAnswer): ProblemSets {
  const sets: ProblemSets = {};
  for (const [key, questions] of Object.entries(answer.public))
    sets[key] = questions.map(problemFromQuestion);
  return sets;
}

/** The first set, when it came with the page (a first visit to /free-problems). */
function setsWithPage(data: unknown): ProblemSets | undefined {
  const answer = data as Partial<FreeProblemsAnswer> | undefined;
  return answer && typeof answer.public === 'object'
    ? setsOf(answer as FreeProblemsAnswer)
    : undefined;
}

/**
 * Loads the free problems: the four tiers at first (with the page when it brought them: then
 * they are there at the first drawing, on the server as in the browser), then one level at a
 * time.
 */
export function useFreeProblems() {
  const pageData = usePageData();
  const [first] = useState(() => setsWithPage(pageData));
  const [sets, setSets] = useState<ProblemSets>(first ?? {});
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(first ? 'ready' : 'loading');

  const load = useCallback(async (level?: number): Promise<ProblemSets> => {
    const loaded = setsOf(await loadFreeProblems(level));
    setSets((current) => ({ ...current, ...loaded }));
    return loaded;
  }, []);

  useEffect(() => {
    if (first) return;
    load()
      .then(() => setStatus('ready'))
      .catch(() => setStatus('failed'));
  }, [first, load]);

  // Written as the schools of the page's language usually write them (docs/written-methods.md):
  // a visitor from Spain subtracts by equal additions, any Spanish divides with the divisor on
  // the right. The server draws the first problem in the page's language too.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const written = useMemo(() => {
    const method = schoolMethodOf({}, locale);
    return Object.fromEntries(
      Object.entries(sets).map(([key, problems]) => [
        key,
        problems?.map((problem) => inSchoolMethod(problem, method)),
      ]),
    ) as ProblemSets;
  }, [sets, locale]);

  const problemsAt = (subject: Subject, level: number) => written[questionKey(subject, level)];

  return { status, problemsAt, loadLevel: load };
}
