import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ChildClass,
  ClassCodeFormSchema,
  displayName,
  type StudentData,
} from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { School } from 'lucide-react';
import { useState } from 'react';
import {
  childClassesQuery,
  useApproveClass,
  useJoinClass,
  useLeaveClass,
} from '../../api/child-classes';
import { FormDialog, FormField, useSchemaForm } from '../../components/form';
import { Button, ConfirmDialog, WriteFailure } from '../../components/ui';
import type { Flash } from '../../lib/use-flash';

/**
 * The child's classes on its card (docs/product.md "Families' children in a class"): a class
 * code entered to ask that the child join, a teacher's invitation approved or declined, a
 * link ended. The child stays the family's; its teacher sees its work while it is linked.
 */
export function ChildClasses({
  student,
  onMessage,
}: {
  student: StudentData;
  onMessage: (message: Flash) => void;
}) {
  const { t } = useLingui();
  const classes = useQuery(childClassesQuery(student.accountname));
  const [joining, setJoining] = useState(false);
  const name = displayName(student.firstname);
  const headingId = `classes-${student.accountname}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="flex items-center gap-2 font-bold">
        <School aria-hidden className="size-5" />
        <Trans>Classes</Trans>
      </h3>
      {classes.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading the classes...</Trans>
        </p>
      ) : classes.isError ? (
        <p className="text-sm text-berry-700">
          <Trans>The classes could not be loaded. Please try again.</Trans>
        </p>
      ) : classes.data.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>
            Not in a class. A teacher who uses MathSteps gives a class code: enter it to ask that{' '}
            {name} join, and the teacher sees {name}’s work once accepted.
          </Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {classes.data.map((each) => (
            <li key={each.id}>
              <ClassLine student={student} each={each} onMessage={onMessage} />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="self-start" onClick={() => setJoining(true)}>
        <Trans>Join a class</Trans>
        <span className="sr-only"> {t`for ${name}`}</span>
      </Button>
      {joining && (
        <JoinDialog
          student={student}
          onClose={() => setJoining(false)}
          onJoined={(joined) => {
            setJoining(false);
            onMessage({
              tone: 'success',
              text:
                joined.status === 'linked'
                  ? t`${name} is in ${joined.classname} now.`
                  : t`${name} asked to join ${joined.classname}. The teacher accepts it in MathSteps.`,
            });
          }}
        />
      )}
    </section>
  );
}

/** One class: where the link stands, and what the parent can do about it. */
function ClassLine({
  student,
  each,
  onMessage,
}: {
  student: StudentData;
  each: ChildClass;
  onMessage: (message: Flash) => void;
}) {
  const { t } = useLingui();
  const approve = useApproveClass(student);
  const leave = useLeaveClass(student);
  const [asking, setAsking] = useState(false);
  const name = displayName(student.firstname);
  const { classname, teacher, school } = each;
  const who = school ? t`${teacher}, ${school}` : teacher;
  const ended = () => {
    setAsking(false);
    onMessage({ tone: 'success', text: t`${name} is no longer linked to ${classname}.` });
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-paper p-3 ring-1 ring-line">
      <p>
        {each.status === 'linked' ? (
          <Trans>
            <strong>In {classname}</strong> · {who}. The teacher sees {name}’s work while {name} is
            in the class.
          </Trans>
        ) : each.status === 'asked' ? (
          <Trans>
            <strong>Asked to join {classname}</strong> · {who}. Waiting for the teacher to accept.
          </Trans>
        ) : (
          <Trans>
            <strong>
              {teacher} invites {name} to {classname}
            </strong>{' '}
            · {school}. Once you approve, the teacher sees {name}’s work; you still see everything.
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {each.status === 'invited' && (
          <Button
            onClick={() =>
              approve.mutate(each.id, {
                onSuccess: () =>
                  onMessage({ tone: 'success', text: t`${name} is in ${classname} now.` }),
              })
            }
            disabled={approve.isPending}
          >
            {approve.isPending ? t`Saving...` : t`Approve`}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {each.status === 'linked'
            ? t`Leave the class`
            : each.status === 'asked'
              ? t`Take back the request`
              : t`Decline`}
        </Button>
      </div>
      <WriteFailure
        write={approve}
        fallback={t`The class could not be joined. Please try again.`}
      />
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={
          each.status === 'linked'
            ? t`Take ${name} out of ${classname}?`
            : t`End ${name}’s link with ${classname}?`
        }
        dismiss={t`Cancel`}
        confirm={leave.isPending ? t`Saving...` : t`Yes, end the link`}
        danger
        busy={leave.isPending}
        onConfirm={() => leave.mutate(each.id, { onSuccess: ended })}
      >
        <Trans>
          {name}’s account and work stay yours. The teacher no longer sees them; a new class code
          asks to join again.
        </Trans>
        <WriteFailure write={leave} fallback={t`The link could not be ended. Please try again.`} />
      </ConfirmDialog>
    </div>
  );
}

/** The class code popup: the code as the teacher gave it, in any case, with or without its dash. */
function JoinDialog({
  student,
  onClose,
  onJoined,
}: {
  student: StudentData;
  onClose: () => void;
  onJoined: (joined: ChildClass) => void;
}) {
  const { t } = useLingui();
  const join = useJoinClass(student);
  const form = useSchemaForm(ClassCodeFormSchema, { code: '' });
  const name = displayName(student.firstname);
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t`Join a class for ${name}`}
      failed={t`The class could not be joined. Please try again.`}
      onSubmit={async ({ code }) => onJoined(await join.mutateAsync(code))}
      aria-label={t`Join a class`}
      submit={{ busy: t`Sending...`, children: t`Ask to join` }}
    >
      <p>
        <Trans>
          The teacher accepts {name} in MathSteps. Then the teacher sees {name}’s assignments,
          levels and mistakes; you still see and set everything.
        </Trans>
      </p>
      <FormField
        name="code"
        label={t`Class code`}
        hint={t`8 letters and digits, such as K7M2-QX4P`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
      />
    </FormDialog>
  );
}
