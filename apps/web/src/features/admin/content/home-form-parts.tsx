import type { UseFormRegisterReturn } from 'react-hook-form';
import { LabelledField } from '../catalogue/product-fields';
import { buttonClass, quietButtonClass } from '../ui';

/** Active cards show on the home page; Inactive ones stay here, hidden from shoppers. */
export function StatusSelect({ register, error }: { register: UseFormRegisterReturn; error?: string }) {
  return (
    <LabelledField label="Status" error={error}>
      {(props) => (
        <select {...props} {...register}>
          <option value="Active">Active</option>
          <option value="Inactive">Inactive</option>
        </select>
      )}
    </LabelledField>
  );
}

export function FormButtons({
  saving,
  isNew,
  noun,
  onCancel,
}: {
  saving: boolean;
  isNew: boolean;
  noun: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={buttonClass} disabled={saving}>
        {isNew ? `Add ${noun}` : 'Save'}
      </button>
      <button type="button" className={quietButtonClass} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
