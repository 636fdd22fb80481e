import { useLingui } from '@lingui/react/macro';
import {
  type ClassData,
  type ClassForm,
  ClassFormSchema,
  DIVISION_METHODS,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  SUBTRACTION_METHODS,
  schoolMethodOf,
} from '@mathsteps/domain';
import { useFormContext } from 'react-hook-form';
import { createClass, updateClassSettings } from '../../api/classes';
import { FormDialog, FormField, FormSelect, useSchemaForm } from '../../components/form';
import { RadioCard } from '../../components/ui';
import { DIVISION_METHOD_WORDS, SUBTRACTION_METHOD_WORDS } from '../../lib/domain-words';

const GRADES = [1, 2, 3, 4, 5, 6, 7];

/**
 * A class's form in a popup: a new class, or the settings of one (`editing`). A new class
 * starts in the page's language and its methods (docs/help-tonight.md "The school's method").
 */
export function ClassDialog({
  editing,
  locale,
  onClose,
  onSaved,
}: {
  editing?: ClassData;
  locale: Locale;
  onClose: () => void;
  onSaved: (saved: ClassData) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(ClassFormSchema, {
    name: editing?.name ?? '',
    grade: editing?.grade ?? 3,
    locale: editing?.locale ?? locale,
    schoolmethod: editing?.schoolmethod ?? schoolMethodOf({}, locale),
  });
  const save = async (values: ClassForm) => {
    onSaved(editing ? await updateClassSettings(editing.id, values) : await createClass(values));
  };
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={editing ? t`Settings of ${editing.name}` : t`New class`}
      failed={editing ? t`The class could not be saved` : t`The class could not be made`}
      onSubmit={save}
      submit={{ busy: t`Saving...`, children: editing ? t`Save` : t`Make the class` }}
    >
      <FormField name="name" label={t`Class name`} autoComplete="off" maxLength={40} />
      <FormSelect name="grade" label={t({ message: 'Grade', context: 'a school year' })}>
        {GRADES.map((grade) => (
          <option key={grade} value={grade}>
            {t`Grade ${grade}`}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="locale" label={t`Language of the pupils’ screens`}>
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </FormSelect>
      {/* Radio cards, not drop-downs: a method's name is whole on a phone. */}
      <MethodChoice
        name="schoolmethod.subtraction"
        legend={t`How the school writes subtraction`}
        choices={SUBTRACTION_METHODS.map((method) => [
          method,
          i18n._(SUBTRACTION_METHOD_WORDS[method]),
        ])}
      />
      <MethodChoice
        name="schoolmethod.division"
        legend={t`How the school writes long division`}
        choices={DIVISION_METHODS.map((method) => [method, i18n._(DIVISION_METHOD_WORDS[method])])}
      />
    </FormDialog>
  );
}

/** One subject's written methods, a radio card each, registered in the class form. */
function MethodChoice({
  name,
  legend,
  choices,
}: {
  name: 'schoolmethod.subtraction' | 'schoolmethod.division';
  legend: string;
  choices: [string, string][];
}) {
  const { register } = useFormContext<ClassForm>();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-bold">{legend}</legend>
      {choices.map(([value, words]) => (
        <RadioCard key={value} value={value} {...register(name)}>
          <span>{words}</span>
        </RadioCard>
      ))}
    </fieldset>
  );
}
