export {
  Form,
  FormActions,
  FormDialog,
  FormFailure,
  FormField,
  FormSelect,
  type SchemaSource,
  Submit,
  useSchemaForm,
} from './form';
