// The rules of the public account forms, loaded after the first paint (see components/form/form.tsx):
// they bring zod, which a first visit to /parent-login or /register should not wait for.
export {
  ForgotPasswordSchema,
  LoginFormSchema,
  NewPasswordSchema,
  RegisterFormSchema,
} from '@mathsteps/domain';
