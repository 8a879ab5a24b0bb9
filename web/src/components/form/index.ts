/**
 * Form building blocks on react-hook-form + zod, for every form of the site and the back-office:
 *
 *   const form = useZodForm(schema, { email: '' });
 *   const { submit, failure } = useServerSubmit(async (values) => { await save(values) }, serverMessage('Could not save.'));
 *   <Form form={form} onSubmit={submit} errorSummary={['email']} aria-label="…">
 *     <TextField name="email" label="Email" type="email" required />
 *     <FormActions failure={failure}><SubmitButton>Save</SubmitButton></FormActions>
 *   </Form>
 *
 * - useZodForm(schema, defaults, options?): useForm typed by the schema (fields hold z.input, submit gets z.output).
 * - Form: <form noValidate> + FormProvider; handles the submit promise; errorSummary lists the fields whose error is
 *   one sentence above the button (docs/product-rules.md#validation) instead of inline.
 * - TextField, TextareaField, SelectField, CheckboxField, RadioField: the kit's controls bound by `name`
 *   (register, inline error, aria-invalid); `onChange` runs before the form reads the value.
 * - FormActions ({failure}): the summary error or server failure above its children; SubmitButton spins while
 *   submitting.
 * - useServerSubmit(action, describe) and serverMessage(rejected, failed?): submit, catch, show the server's message.
 * - FormDialog: fields in a Modal with Cancel/submit footer and an error line (dialogs without react-hook-form).
 */
export { CheckboxField, RadioField, SelectField, TextareaField, TextField } from './fields';
export { Form } from './Form';
export { FormActions, SubmitButton } from './FormActions';
export { FormDialog } from './FormDialog';
export { serverMessage, useServerSubmit } from './useServerSubmit';
export { useZodForm } from './useZodForm';
