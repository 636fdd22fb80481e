import { Trans, useLingui } from '@lingui/react/macro';
import {
  AddStudentFormSchema,
  prehashPassword,
  type StudentData,
  SUBJECTS,
  type Subject,
  TIERS,
  type TierName,
} from '@mathsteps/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { Form, FormActions, FormFailure, FormField, useSchemaForm } from '../../components/form';
import { Button, SelectField } from '../../components/ui';
import { SUBJECT_WORDS, TIER_WORDS } from '../../lib/domain-words';
import { rpc } from '../../lib/rpc-client';

const INTRODUCTORY: Record<Subject, TierName> = {
  addition: 'Introductory',
  subtraction: 'Introductory',
  multiplication: 'Introductory',
  division: 'Introductory',
};

const emptyForm = { firstName: '', lastName: '', accountName: '', password: '', gradeLevel: '' };

/** Only the first failing field speaks, in the product's order. */
const firstInOrder = (failing: string[]) =>
  Object.keys(emptyForm).find((name) => failing.includes(name));

/**
 * The add-student form (docs/product.md): fields checked in the product's order, one
 * message at a time; a starting difficulty per subject (levels 0, 4, 7, 11), sent as
 * `mathlevels` only when some subject is not Introductory, and then for all four.
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
  const [difficulty, setDifficulty] = useState(INTRODUCTORY);

  const add = async (data: z.output<typeof AddStudentFormSchema>) => {
    const levelOf = (subject: Subject) =>
      String(TIERS.find((tier) => tier.name === difficulty[subject])!.startLevel);
    const anyHarder = SUBJECTS.some((subject) => difficulty[subject] !== 'Introductory');
    const { student } = await rpc('student.create', {
      firstname: data.firstName,
      lastname: data.lastName,
      accountname: data.accountName,
      accountpassword: await prehashPassword(data.accountName, data.password),
      gradelevel: String(data.gradeLevel),
      ...(anyHarder
        ? {
            mathlevels: Object.fromEntries(
              SUBJECTS.map((subject) => [subject, { level: levelOf(subject) }]),
            ),
          }
        : {}),
    });
    form.reset(emptyForm);
    setDifficulty(INTRODUCTORY);
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
          label={t`Password`}
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
              setDifficulty({ ...difficulty, [subject]: event.target.value as TierName })
            }
          >
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
