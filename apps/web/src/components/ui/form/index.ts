// The form kit: labelled controls with their error wiring, the submit button, and the
// mapping of the server's per-field messages onto react-hook-form inputs.
export { bindField } from './bind-field';
export { Field } from './field';
// the parts every control is built from, for the few inputs the kit has no control for
export * from './field-parts';
export { FormError } from './form-error';
export { HiddenLabelInput } from './hidden-label-input';
export { applyServerErrors, serverFieldErrors } from './server-errors';
export { SubmitButton } from './submit-button';
export { TextareaField } from './textarea-field';
export { useServerForm } from './use-server-form';
