/** How each preview outcome is shown: its colour beside the label of coding.outcome.*. */
import type { RulePreviewOutcome } from '@ledgerdesk/domain';

export const OUTCOME_COLORS: Record<RulePreviewOutcome, string> = {
  code: 'teal',
  takenByHigherRule: 'gray',
  locked: 'orange',
  reconciled: 'orange',
  missingAccount: 'red',
  splitTooLarge: 'red',
  codedByHand: 'yellow',
};
