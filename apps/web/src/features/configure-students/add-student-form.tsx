import { Trans, useLingui } from '@lingui/react/macro';
import {
  AddStudentFormSchema,
  type StudentData,
  SUBJECTS,
  type Subject,
  TIERS,
  type TierName,
} from '@mathsteps/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { startPlacement } from '../../api/placements';
import { createStudent } from '../../api/students';
import { Form, FormActions, FormFailure, FormField, useSchemaForm } from '../../components/form';
import { Button, SelectField } from '../../components/ui';
import { SUBJECT_WORDS, TIER_WORDS } from '../../lib/domain-words';

/** A subject's start: a tier's level, or a placement ("Find the level for me", the default). */
type Start = TierName | 'find';
const FIND_ALL: Record<Subject, Start> = {
  addition: 'find',
  subtraction: 'find',
  multiplication: 'find',
  division: 'find',
};

const emptyForm = { firstName: '', lastName: '', accountName: '', password: '', gradeLevel: '' };

/** Only the first failing field speaks, in the product's order. */
const firstInOrder = (failing: string[]) =>
  Object.keys(emptyForm).find((name) => failing.includes(name));

/**
 * The add-student form (docs/product.md): fields checked in the product's order, one
 * message at a time; a starting difficulty per subject (levels 0, 4, 7, 11), sent as
 * `mathlevels` only when some subject is not Introductory, and then for all four. By default
 * each subject's level is found instead: a placement in the child's first session of it
 * (docs/decisions/0027-placement.md), the level 0 until then.
 */
export function AddStudentForm({
  onAdded,
  onCancel,
}: {
  onAdded: (student: StudentData) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(AddStudentFormSchema, emptyForm);
  const [difficulty, setDifficulty] = useState(FIND_ALL);

  const add = async (data: z.output<typeof AddStudentFormSchema>) => {
    const levelOf = (subject: Subject) =>
      String(TIERS.find((tier) => tier.name === difficulty[subject])?.startLevel ?? 0);
    const anyHarder = SUBJECTS.some((subject) => levelOf(subject) !== '0');
    const student = await createStudent({
      firstname: data.firstName,
      lastname: data.lastName,
      accountname: data.accountName,
      passcode: data.password,
      gradelevel: String(data.gradeLevel),
      ...(anyHarder
        ? {
            mathlevels: Object.fromEntries(
              SUBJECTS.map((subject) => [subject, { level: levelOf(subject) }]),
            ),
          }
        : {}),
    });
    // The placements wait for the child's first session of each subject. One not started
    // leaves that subject at level 0: the level popup's "Find the level for me" asks again.
    await Promise.allSettled(
      SUBJECTS.filter((subject) => difficulty[subject] === 'find').map((subject) =>
        startPlacement(student.accountname, subject),
      ),
    );
    form.reset(emptyForm);
    setDifficulty(FIND_ALL);
    onAdded(student);
  };

  return (
    <Form
      form={form}
      failed={t`Failed to add student`}
      onSubmit={add}
      aria-label={t`Add a student`}
      className="flex flex-col gap-4 rounded-card bg-card p-6 shadow-card ring-1 ring-line"
    >
      <h2 className="text-xl font-bold">
        <Trans>Add a student</Trans>
      </h2>
      <FormFailure />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" only={firstInOrder} label={t`First name`} autoComplete="off" />
        <FormField name="lastName" only={firstInOrder} label={t`Last name`} autoComplete="off" />
        <FormField
          name="accountName"
          only={firstInOrder}
          label={t`Account name`}
          autoComplete="off"
          autoCapitalize="none"
          hint={t`The handle your child logs in with: 3 to 30 letters, digits, dots, dashes or underscores.`}
        />
        <FormField
          name="password"
          only={firstInOrder}
          // A child's passcode: Spanish calls it "clave", a parent's password "contraseña".
          label={t({ message: 'Password', context: "a child's passcode" })}
          type="password"
          autoComplete="new-password"
          hint={t`At least 4 characters.`}
        />
        <FormField
          name="gradeLevel"
          only={firstInOrder}
          label={t`Grade level`}
          inputMode="numeric"
          hint={t`1 to 7`}
        />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-bold">
          <Trans>Starting difficulty</Trans>
        </legend>
        {SUBJECTS.map((subject) => (
          <SelectField
            key={subject}
            label={t(SUBJECT_WORDS[subject])}
            value={difficulty[subject]}
            onChange={(event) =>
              setDifficulty({ ...difficulty, [subject]: event.target.value as Start })
            }
          >
            <option value="find">{t`Find the level for me`}</option>
            {TIERS.map((tier) => (
              <option key={tier.name} value={tier.name}>
                {t(TIER_WORDS[tier.name].name)} ({t`level ${tier.startLevel}`})
              </option>
            ))}
          </SelectField>
        ))}
      </fieldset>
      <FormActions submit={t`Add Student`} busy={t`Adding...`}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}
