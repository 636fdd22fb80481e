import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type AssignmentDay,
  addDays,
  DAY_LETTERS,
  DAY_NAMES,
  dayLetterOf,
  SUBJECTS,
  type TagOutput,
  type WeekDayMark,
  weekDayMark,
  weekStartOf,
} from '@mathsteps/domain';
import { CalendarCheck, Zap } from 'lucide-react';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SubjectIcon } from '../../components/rewards/subject-mark';
import { ScrollRegion } from '../../components/ui';
import { SUBJECT_WORDS, weekday } from '../../lib/domain-words';

type QuickFactsDay = TagOutput<'student.mathget'>['quickfacts'];

/** How each mark of the week view looks, and what a screen reader says of it. */
const MARKS: Record<WeekDayMark, { sign: string; look: string; said: MessageDescriptor }> = {
  done: { sign: '✓', look: 'bg-leaf-50 text-leaf-700', said: msg`done` },
  missed: { sign: '✗', look: 'bg-berry-50 text-berry-700', said: msg`missed` },
  scheduled: { sign: '•', look: 'bg-brand-50', said: msg`scheduled` },
  free: { sign: '', look: '', said: msg`free` },
  before: { sign: '', look: 'text-muted', said: msg`before you joined` },
};

/**
 * This week, Sunday to Saturday: what is scheduled each day, what was done and what was
 * missed (premium), each subject and Quick Facts when on the schedule. Seven even columns
 * that fit a 360 px phone without scrolling.
 */
export function WeekView({
  today,
  firstDay,
  days,
  quickfacts,
}: {
  today: string;
  firstDay: string;
  days: Record<string, AssignmentDay>;
  quickfacts: QuickFactsDay;
}) {
  const { i18n, t } = useLingui();
  const sunday = weekStartOf(today);
  const week = DAY_LETTERS.map((_, index) => addDays(sunday, index));
  const marks = (schedule: string, done: readonly string[]) =>
    week.map((date) => {
      const mark = MARKS[weekDayMark(date, { today, firstDay, schedule, done })];
      return (
        <td key={date} className={`rounded-lg py-1 text-center ${mark.look}`}>
          <span aria-hidden="true">{mark.sign}</span>
          <span className="sr-only">{t(mark.said)}</span>
        </td>
      );
    });
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="week-view">
      <h2 id="week-view" className="flex items-center gap-2 text-lg font-bold">
        <CalendarCheck aria-hidden="true" className="size-5" /> <Trans>This week</Trans>
      </h2>
      <ScrollRegion label={t`This week's days`}>
        <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
          <thead>
            <tr>
              <th scope="col" className="w-9 text-left sm:w-36">
                <span className="sr-only">
                  <Trans>Subject</Trans>
                </span>
              </th>
              {week.map((date) => (
                <th
                  key={date}
                  scope="col"
                  className={`rounded-lg px-0 py-1 ${date === today ? 'bg-brand-600 text-white' : ''}`}
                >
                  <span aria-hidden="true">
                    {weekday(i18n.locale, DAY_NAMES[dayLetterOf(date)], 'short').slice(0, 2)}
                  </span>
                  <span className="sr-only">
                    {weekday(i18n.locale, DAY_NAMES[dayLetterOf(date)])}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SUBJECTS.map((subject) => {
              const day = days[subject];
              if (!day) return null;
              return (
                <tr key={subject}>
                  <th scope="row" className="pr-1 text-left font-bold">
                    {/* On a phone the subject's icon and colour say it; the name is read out. */}
                    <span className={`flex items-center gap-2 ${SUBJECT_LOOK[subject].text}`}>
                      <SubjectIcon subject={subject} size="sm" />
                      <span className="sr-only sm:not-sr-only">{t(SUBJECT_WORDS[subject])}</span>
                    </span>
                  </th>
                  {marks(day.schedule, day.doneThisWeek)}
                </tr>
              );
            })}
            {quickfacts.schedule !== '' && (
              <tr>
                <th scope="row" className="pr-1 text-left font-bold">
                  <span className="flex items-center gap-2 text-sun-700">
                    <span className="flex size-6 shrink-0 items-center justify-center">
                      <Zap aria-hidden="true" className="size-5" />
                    </span>
                    <span className="sr-only sm:not-sr-only">
                      <Trans>Quick Facts</Trans>
                    </span>
                  </span>
                </th>
                {marks(quickfacts.schedule, quickfacts.doneThisWeek)}
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
