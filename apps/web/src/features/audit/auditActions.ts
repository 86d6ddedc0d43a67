/**
 * Actions the server writes today, offered as suggestions in the action filter. The filter also
 * takes any other action typed in full, so a new server action needs no change here to be found.
 */
export const KNOWN_ACTIONS: readonly string[] = [
  'account.created',
  'account.deleted',
  'account.updated',
  'bank_account.created',
  'bank_account.deleted',
  'bank_account.updated',
  'brand.chart_set',
  'brand.created',
  'brand.deactivated',
  'brand.logo_changed',
  'brand.reactivated',
  'brand.services_set',
  'brand.updated',
  'business.case_manager_removed',
  'business.case_managers_added',
  'business.created',
  'business.locked',
  'business.unlocked',
  'business.updated',
  'chart.accounts_imported',
  'chart.created',
  'chart.renamed',
  'client.activated',
  'client.archived',
  'client.case_manager_assigned',
  'client.created',
  'client.deactivated',
  'client.deleted',
  'client.portal_user_invited',
  'client.restored',
  'client.supervisor_assigned',
  'client.tag_added',
  'client.tags_set',
  'client.updated',
  'csv_mapping.created',
  'csv_mapping.deleted',
  'import.committed',
  'import.discarded',
  'import.previewed',
  'journal.created',
  'journal.deleted',
  'opening_balances.entered',
  'region.created',
  'region.updated',
  'service.created',
  'service.updated',
  'tag.created',
  'tag.updated',
  'transaction.coded',
  'transaction.recoded',
  'transaction.uncoded',
  'user.activated',
  'user.activation_issued',
  'user.avatar_changed',
  'user.avatar_removed',
  'user.created',
  'user.deactivated',
  'user.email_change_requested',
  'user.email_changed',
  'user.invitation_resent',
  'user.invited',
  'user.password_changed',
  'user.password_reset',
  'user.password_reset_requested',
  'user.profile_updated',
  'user.reactivated',
  'user.updated',
];

/** Entities whose actions carry another prefix. */
const PREFIXES: Record<string, readonly string[]> = {
  import_batch: ['import.'],
  journal_entry: ['journal.', 'opening_balances.'],
  bank_transaction: ['transaction.'],
};

/** Suggestions for the chosen entity, or all of them. */
export function actionSuggestions(entity: string | undefined): string[] {
  if (!entity) return [...KNOWN_ACTIONS];
  const prefixes = PREFIXES[entity] ?? [`${entity}.`];
  return KNOWN_ACTIONS.filter((action) => prefixes.some((prefix) => action.startsWith(prefix)));
}
