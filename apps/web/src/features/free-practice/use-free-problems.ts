import { type Problem, problemFromQuestion, questionKey, type Subject } from '@mathsteps/domain';
import { useCallback, useEffect, useState } from 'react';
import { rpc } from '../../lib/rpc-client';

export type ProblemSets = Partial<Record<string, Problem[]>>;

/** Loads the free problems: the four tiers at first, then one level at a time. */
export function useFreeProblems() {
  const [sets, setSets] = useState<ProblemSets>({});
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(async (level?: number): Promise<ProblemSets> => {
    const answer = await rpc('publicmath.get', level === undefined ? {} : { level });
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
