import { DetailsForm } from './DetailsForm';
import { useDetailsForm } from './use-details-form';

/** Step 2 /public/add-report/2 (spec §2 Wizard, §5 step-2 rules): the form's state and rules, shown by DetailsForm. */
export function DetailsStep() {
  const form = useDetailsForm();
  return <DetailsForm form={form} />;
}
