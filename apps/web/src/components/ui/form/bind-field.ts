import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * An input's registration with its error message, for the kit's controls (Field,
 * TextareaField, a password field), so a form names each of its inputs once:
 *
 *   const field = bindField(register, errors);
 *   <Field label="City" autoComplete="address-level2" {...field('city')} />
 */
export function bindField<F extends FieldValues>(register: UseFormRegister<F>, errors: FieldErrors<F>) {
  return <N extends Path<F>>(name: N, options?: RegisterOptions<F, N>) => ({
    ...register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
