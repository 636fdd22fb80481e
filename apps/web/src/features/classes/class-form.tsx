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
import { createClass, updateClassSettings } from '../../api/classes';
import { FormDialog, FormField, FormSelect, useSchemaForm } from '../../components/form';
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
      <FormSelect name="schoolmethod.subtraction" label={t`How the school writes subtraction`}>
        {SUBTRACTION_METHODS.map((method) => (
          <option key={method} value={method}>
            {i18n._(SUBTRACTION_METHOD_WORDS[method])}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="schoolmethod.division" label={t`How the school writes long division`}>
        {DIVISION_METHODS.map((method) => (
          <option key={method} value={method}>
            {i18n._(DIVISION_METHOD_WORDS[method])}
          </option>
        ))}
      </FormSelect>
    </FormDialog>
  );
}
