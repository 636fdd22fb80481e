import { Trans, useLingui } from '@lingui/react/macro';
import {
  displayName,
  STUDENTS_MAX,
  type StudentData,
  type Subject,
  TIERS,
} from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { parentQuery, updateParent, updateStudents } from '../../api/parent';
import { useActivateStudent, useDeleteStudent } from '../../api/students';
import { Banner, Button, ButtonLink, ConfirmDialog, Dialog, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';
import { TIER_WORDS } from '../../lib/domain-words';
import { refusalInWords } from '../../lib/refusal-words';
import { reasonOf } from '../../lib/server-errors';
import type { ParentProfile } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { AddStudentForm } from './add-student-form';
import { LevelDialog } from './level-dialog';
import { PasscodeDialog } from './passcode-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { StudentCard } from './student-card';
import { WeeklyEmailToggle } from './weekly-email-toggle';

/** The parent's students, read with a fresh copy of the parent (the session keeps it). */
/** At most one popup is open; each names the student it is about. */
type Popup =
  | { kind: 'limit' }
  | { kind: 'help' }
  | { kind: 'delete'; student: StudentData }
  | { kind: 'schedule'; student: StudentData }
  | { kind: 'passcode'; student: StudentData }
  | { kind: 'level'; student: StudentData; subject: Subject };

/**
 * /configure-student (docs/product.md): the students of this parent,
 * adding one within the plan's limit, their schedules, levels, grade and passcode,
 * deleting one, and the weekly e-mail choice.
 */
export function ConfigureStudents({ parent }: { parent: ParentProfile }) {
  const { t } = useLingui();
  const query = useQuery({ ...parentQuery, select: (answer) => answer.students });
  const reload = query.refetch;
  const [adding, setAdding] = useState(false);
  const [popup, setPopup] = useState<Popup>();
  const [message, setMessage] = useFlash();
  const premium = parent.userpremium === 'true';
  const close = () => setPopup(undefined);

  const students = query.data ?? [];
  const studentsMax = premium ? STUDENTS_MAX.premium : STUDENTS_MAX.free;

  /** Puts the server's fresh copy of a student in the list. */
  const replace = (updated: StudentData) =>
    updateStudents((list) =>
      list.map((student) => (student.id === updated.id ? updated : student)),
    );

  /** First-use guidance (docs/product.md): each marker is added once and kept on the server. */
  const mark = (marker: 'create_student' | 'update_schedule') => {
    if (!parent.ftue.includes(marker)) void updateParent({ ftue: [marker] }).catch(() => {});
  };

  const openForm = () => {
    if (students.length >= studentsMax) setPopup({ kind: 'limit' });
    else setAdding(true);
  };

  const added = async (student: StudentData) => {
    // The new student shows at once; the reload below confirms the list from the server.
    updateStudents((list) => [...list, student]);
    setAdding(false);
    setMessage({ tone: 'success', text: t`Student added successfully!` });
    mark('create_student');
    await reload();
  };

  const activation = useActivateStudent();
  const activate = (student: StudentData) =>
    activation.mutate(student, {
      onSuccess: () =>
        setMessage({
          tone: 'success',
          text: t`${displayName(student.firstname)} is now the active student.`,
        }),
      onError: (error) =>
        setMessage({ tone: 'error', text: reasonOf(error, t`Failed to update student`) }),
    });

  const deletion = useDeleteStudent();
  const confirmDelete = (student: StudentData) => {
    close();
    deletion.mutate(student, {
      onSuccess: () => setMessage({ tone: 'success', text: t`Student deleted successfully!` }),
      onError: (error) =>
        setMessage({ tone: 'error', text: reasonOf(error, t`Failed to delete student`) }),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      {message && <Banner tone={message.tone}>{message.text}</Banner>}

      {adding ? (
        <AddStudentForm
          onAdded={(student) => void added(student)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={openForm} disabled={query.data === undefined}>
            <Trans>Add Student</Trans>
          </Button>
          <Button variant="ghost" onClick={() => setPopup({ kind: 'help' })}>
            <CircleHelp aria-hidden="true" className="size-5" />{' '}
            <Trans>About difficulty levels</Trans>
          </Button>
        </div>
      )}

      <QueryView query={query} loading={t`Loading students...`} failed={t`Failed to load students`}>
        {(students) =>
          students.length === 0 ? (
            !adding && (
              <p className="text-muted">
                <Trans>No students yet. Add your first student to get started.</Trans>
              </p>
            )
          ) : (
            <ul className="flex flex-col gap-4" aria-label={t`Students`}>
              {students.map((student) => (
                <StudentCard
                  key={student.id}
                  student={student}
                  onSchedule={() => {
                    setPopup({ kind: 'schedule', student });
                    mark('update_schedule');
                  }}
                  onConfigure={() => setPopup({ kind: 'passcode', student })}
                  onLevel={(subject) => setPopup({ kind: 'level', student, subject })}
                  onDelete={() => setPopup({ kind: 'delete', student })}
                  onChanged={replace}
                  onMessage={setMessage}
                  onActivate={premium ? undefined : () => activate(student)}
                />
              ))}
            </ul>
          )
        }
      </QueryView>

      <WeeklyEmailToggle
        emails={parent.emails}
        premium={parent.userpremium === 'true'}
        onMessage={setMessage}
      />

      <div>
        <ButtonLink to={paths.parentDashboard} variant="secondary">
          <Trans>Back to Dashboard</Trans>
        </ButtonLink>
      </div>

      {popup?.kind === 'schedule' && (
        <ScheduleDialog
          student={popup.student}
          onClose={close}
          onSaved={(student) => {
            replace(student);
            close();
            setMessage({ tone: 'success', text: t`Schedule updated successfully!` });
          }}
        />
      )}
      {popup?.kind === 'passcode' && (
        <PasscodeDialog
          student={popup.student}
          onClose={close}
          onSaved={() => {
            close();
            setMessage({ tone: 'success', text: t`Password updated successfully!` });
          }}
        />
      )}
      {popup?.kind === 'level' && (
        <LevelDialog
          student={popup.student}
          subject={popup.subject}
          onClose={close}
          onSaved={replace}
        />
      )}

      <Dialog
        open={popup?.kind === 'limit'}
        onClose={close}
        title={premium ? t`Student Limit Reached` : t`Premium Feature`}
        actions={
          premium ? (
            <>
              <Button onClick={close}>
                <Trans>That makes sense</Trans>
              </Button>
              <ButtonLink to={paths.parentContact} variant="secondary">
                <Trans>Take me to the contact page</Trans>
              </ButtonLink>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                <Trans>Close</Trans>
              </Button>
              <ButtonLink to={paths.pricing}>
                <Trans>See Premium</Trans>
              </ButtonLink>
            </>
          )
        }
      >
        {refusalInWords({ code: premium ? 'premium_student_limit' : 'free_student_limit' })}
      </Dialog>

      <ConfirmDialog
        open={popup?.kind === 'delete'}
        onClose={close}
        title={
          popup?.kind === 'delete'
            ? t`Are you sure you want to delete ${displayName(popup.student.firstname)} ${displayName(popup.student.lastname)}?`
            : ''
        }
        dismiss={t`No, Cancel`}
        confirm={t`Yes, Delete`}
        onConfirm={() => popup?.kind === 'delete' && confirmDelete(popup.student)}
        danger
      >
        <Trans>This action is permanent and cannot be undone.</Trans>
      </ConfirmDialog>

      <Dialog
        open={popup?.kind === 'help'}
        onClose={close}
        title={t`Difficulty levels`}
        actions={
          <Button onClick={close}>
            <Trans>Got it</Trans>
          </Button>
        }
      >
        <p>
          <Trans>
            Each subject has its own level, from 0 to 19. A new student starts at the difficulty you
            choose:
          </Trans>
        </p>
        <ul className="my-3 flex flex-col gap-1">
          {TIERS.map((tier) => (
            <li key={tier.name}>
              <strong className="text-ink">{t(TIER_WORDS[tier.name].name)}</strong>{' '}
              <Trans>(level {tier.startLevel}):</Trans> {t(TIER_WORDS[tier.name].description)}
            </li>
          ))}
        </ul>
        <p>
          <Trans>
            After a strong assignment your child is offered the next level. You can set any level
            yourself with the level button of each subject.
          </Trans>
        </p>
      </Dialog>
    </div>
  );
}
