import {
  abbreviateName,
  FREE_LIMIT_REASON,
  PREMIUM_LIMIT_REASON,
  STUDENTS_MAX,
  type StudentData,
  SUBJECT_NAMES,
  SUBJECTS,
} from '@mathsteps/domain';
import { useCallback, useEffect, useState } from 'react';
import { Banner, Button, ButtonLink, Dialog, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf, rpc } from '../../lib/rpc-client';
import type { ParentProfile } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { refreshParent, updateParent } from '../parent-account/api';
import { AddStudentForm } from './add-student-form';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; students: StudentData[] };

/**
 * /configure-student (seed §2 "Configure students", §4 "Add student", "Delete", "Name
 * display"): the students of this parent, adding one within the plan's limit, deleting one.
 */
export function ConfigureStudents({ parent }: { parent: ParentProfile }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [adding, setAdding] = useState(false);
  const [limitPopup, setLimitPopup] = useState(false);
  const [deleting, setDeleting] = useState<StudentData>();
  const [message, setMessage] = useFlash();
  const premium = parent.userpremium === 'true';

  const reload = useCallback(async () => {
    try {
      const { students } = await rpc('user.get', {});
      setLoad({ state: 'ready', students });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const students = load.state === 'ready' ? load.students : [];
  const studentsMax = premium ? STUDENTS_MAX.premium : STUDENTS_MAX.free;

  const openForm = () => {
    if (students.length >= studentsMax) setLimitPopup(true);
    else setAdding(true);
  };

  const added = async (student: StudentData) => {
    // The new student shows at once; the reload below confirms the list from the server.
    setLoad((current) =>
      current.state === 'ready'
        ? { state: 'ready', students: [...current.students, student] }
        : current,
    );
    setAdding(false);
    setMessage({ tone: 'success', text: 'Student added successfully!' });
    if (!parent.ftue.includes('create_student')) {
      await updateParent({ ftue: ['create_student'] }).catch(() => undefined);
    }
    await reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await rpc('student.delete', { accountname: deleting.accountname });
      setMessage({ tone: 'success', text: 'Student deleted successfully!' });
      setDeleting(undefined);
      await reload();
      await refreshParent().catch(() => undefined);
    } catch (error) {
      setDeleting(undefined);
      setMessage({ tone: 'error', text: reasonOf(error, 'Failed to delete student') });
    }
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
          <Button onClick={openForm} disabled={load.state !== 'ready'}>
            Add Student
          </Button>
          <ButtonLink to={paths.parentDashboard} variant="secondary">
            Back to Dashboard
          </ButtonLink>
        </div>
      )}

      {load.state === 'loading' && <Spinner label="Loading students..." />}
      {load.state === 'failed' && (
        <Banner tone="error" action={<Button onClick={() => void reload()}>Try Again</Button>}>
          Failed to load students
        </Banner>
      )}
      {load.state === 'ready' && students.length === 0 && !adding && (
        <p className="text-muted">No students yet. Add your first student to get started.</p>
      )}
      {students.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Students">
          {students.map((student) => (
            <StudentCard key={student.id} student={student} onDelete={() => setDeleting(student)} />
          ))}
        </ul>
      )}

      <Dialog
        open={limitPopup}
        onClose={() => setLimitPopup(false)}
        title={premium ? 'Student Limit Reached' : 'Premium Feature'}
        actions={
          premium ? (
            <>
              <Button onClick={() => setLimitPopup(false)}>That makes sense</Button>
              <ButtonLink to={paths.parentContact} variant="secondary">
                Take me to the contact page
              </ButtonLink>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setLimitPopup(false)}>
                Close
              </Button>
              <ButtonLink to={paths.pricing}>See Premium</ButtonLink>
            </>
          )
        }
      >
        {premium ? PREMIUM_LIMIT_REASON : FREE_LIMIT_REASON}
      </Dialog>

      <Dialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(undefined)}
        title={`Are you sure you want to delete ${deleting ? `${deleting.firstname} ${deleting.lastname}` : ''}?`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(undefined)}>
              No, Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()}>
              Yes, Delete
            </Button>
          </>
        }
      >
        This action is permanent and cannot be undone.
      </Dialog>
    </div>
  );
}

function StudentCard({ student, onDelete }: { student: StudentData; onDelete: () => void }) {
  const [fullName, setFullName] = useState(false);
  const short = abbreviateName(student.firstname, student.lastname);
  const full = `${student.firstname} ${student.lastname}`;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-card p-5 shadow-card ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">
          {short === full ? (
            full
          ) : (
            <button
              type="button"
              onClick={() => setFullName(!fullName)}
              aria-expanded={fullName}
              className="underline decoration-dotted underline-offset-4"
              title="Show the full name"
            >
              {fullName ? full : short}
            </button>
          )}
        </h2>
        <span className="text-muted">
          @{student.accountname} · Grade {student.gradelevel}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {SUBJECTS.map((subject) => (
          <div key={subject} className="rounded-lg bg-brand-50 px-3 py-2">
            <dt className="font-bold">{SUBJECT_NAMES[subject]}</dt>
            <dd>Level {student.mathlevels[subject]?.level ?? '0'}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
