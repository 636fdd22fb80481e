import { type Problem, problemFromQuestion, questionKey, type Subject } from '@mathsteps/domain';
import { useCallback, useEffect, useState } from 'react';
import { takePageData } from '../../lib/page-data';
import { rpc } from '../../lib/rpc-client';

type FreeProblemsAnswer = Awaited<ReturnType<typeof rpc<'publicmath.get'>>>;

/** The first set, when it came with the page (a first visit to /free-problems). */
function setWithPage(): FreeProblemsAnswer | undefined {
  const data = takePageData() as Partial<FreeProblemsAnswer> | undefined;
  return data && typeof data.public === 'object' ? (data as FreeProblemsAnswer) : undefined;
}

export type ProblemSets = Partial<Record<string, Problem[]>>;

/**
 * Loads the free problems: the four tiers at first (with the page when it brought them),
 * then one level at a time.
 */
export function useFreeProblems() {
  const [sets, setSets] = useState<ProblemSets>({});
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(async (level?: number): Promise<ProblemSets> => {
    const answer =
      level === undefined
        ? (setWithPage() ?? (await rpc('publicmath.get', {})))
        : await rpc('publicmath.get', { level });
    const loaded: ProblemSets = {};
    for (const [key, questions] of Object.entries(answer.public))
      loaded[key] = questions.map(problemFromQuestion);
    setSets((current) => ({ ...current, ...loaded }));
    return loaded;
  }, []);

  useEffect(() => {
    load()
      .then(() => setStatus('ready'))
      .catch(() => setStatus('failed'));
  }, [load]);

  const problemsAt = (subject: Subject, level: number) => sets[questionKey(subject, level)];

  return { status, problemsAt, loadLevel: load };
}
