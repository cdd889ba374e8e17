// The pickers' texts (member spec §2), so a page can title itself without loading the screen.
import { WORKFLOW_NAMES, type PickerWorkflow } from '@/machines/membership-picker/picker-rules';

/** The page of several memberships: 'Renew' (spec §2), and its upgrade siblings. */
export const PICKER_TITLES: Record<PickerWorkflow, string> = {
  renew: 'Renew',
  lakeToGold: 'Upgrade to Gold Card',
  trailerCare: 'Trailer Care Upgrade',
};

export const pickerPrompt = (workflow: PickerWorkflow) =>
  `Please Select the Membership for ${WORKFLOW_NAMES[workflow]}:`;

export const noneApplicableTitle = (workflow: PickerWorkflow) =>
  `No applicable memberships available for ${WORKFLOW_NAMES[workflow]}`;

export const BACK_TO_MEMBER_CENTER = 'Back to Member Center';
